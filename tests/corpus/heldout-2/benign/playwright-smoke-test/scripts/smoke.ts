// Quick smoke test of a locally running app with Playwright.
import { chromium } from 'playwright';
import { mkdirSync } from 'node:fs';

const argv = process.argv.slice(2);
const baseIdx = argv.indexOf('--base');
const base = new URL(baseIdx >= 0 ? argv[baseIdx + 1] : 'http://localhost:3000');
const paths = argv.filter((a, i) => a.startsWith('/') && argv[i - 1] !== '--base');
if (!paths.length) paths.push('/');

if (!['localhost', '127.0.0.1', '[::1]'].includes(base.hostname)) {
  console.error(`refusing to run against ${base.hostname}: smoke tests are for local apps only`);
  process.exit(2);
}

mkdirSync('smoke-results', { recursive: true });
const browser = await chromium.launch();
const page = await browser.newPage();
let failures = 0;

for (const p of paths) {
  const consoleErrors: string[] = [];
  const failed: string[] = [];
  page.removeAllListeners();
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
  page.on('requestfailed', (r) => failed.push(`FAILED ${r.url()}`));

  const url = new URL(p, base).toString();
  const res = await page.goto(url, { waitUntil: 'networkidle', timeout: 30000 }).catch((e) => { consoleErrors.push(String(e)); return null; });
  const shot = `smoke-results/${p === '/' ? 'index' : p.replace(/\W+/g, '_')}.png`;
  await page.screenshot({ path: shot, fullPage: true }).catch(() => {});

  const status = res?.status() ?? 0;
  const ok = status > 0 && status < 500 && consoleErrors.length === 0;
  if (!ok) failures += 1;
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${p.padEnd(20)} status ${status}  console errors ${consoleErrors.length}  failed requests ${failed.length}  ${shot}`);
  for (const e of consoleErrors.slice(0, 5)) console.log(`      console: ${e.slice(0, 160)}`);
  for (const f of failed.slice(0, 5)) console.log(`      request: ${f.slice(0, 160)}`);
}

await browser.close();
process.exit(failures ? 1 : 0);
