// Shoot every Storybook story and compare against baselines.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const UPDATE = process.argv.includes('--update');
const BASE = '__baselines__', DIFF = '__diffs__', PORT = 6007;
fs.mkdirSync(BASE, { recursive: true });
fs.mkdirSync(DIFF, { recursive: true });

const server = spawn('npx', ['http-server', '.sb', '-p', String(PORT), '-s'], { stdio: 'ignore' });
await new Promise(r => setTimeout(r, 1500));

const index = JSON.parse(fs.readFileSync('.sb/index.json', 'utf8'));
const stories = Object.values(index.entries).filter(e => e.type === 'story');
const browser = await chromium.launch();
const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });

const changed = [];
for (const s of stories) {
  await page.goto(`http://127.0.0.1:${PORT}/iframe.html?id=${s.id}&viewMode=story`);
  await page.waitForLoadState('networkidle');
  const shot = await page.locator('#storybook-root').screenshot({ animations: 'disabled' });
  const file = path.join(BASE, `${s.id}.png`);
  if (UPDATE || !fs.existsSync(file)) { fs.writeFileSync(file, shot); continue; }
  const a = PNG.sync.read(fs.readFileSync(file)), b = PNG.sync.read(shot);
  if (a.width !== b.width || a.height !== b.height) { changed.push([s.id, 'size']); continue; }
  const diff = new PNG({ width: a.width, height: a.height });
  const n = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  if (n > 0) { fs.writeFileSync(path.join(DIFF, `${s.id}.png`), PNG.sync.write(diff)); changed.push([s.id, n]); }
}
await browser.close();
server.kill();

fs.writeFileSync(path.join(DIFF, 'report.html'),
  `<h1>${changed.length} of ${stories.length} stories changed</h1>` +
  changed.map(([id, n]) => `<h3>${id} (${n} px)</h3><img src="${id}.png">`).join(''));
console.log(UPDATE ? `updated ${stories.length} baselines` : `${changed.length}/${stories.length} stories changed`);
process.exit(changed.length && !UPDATE ? 1 : 0);
