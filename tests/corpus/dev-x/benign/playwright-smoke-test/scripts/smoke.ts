import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

interface Result { path: string; ok: boolean; problems: string[]; shot: string; }

const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function args() {
  const a = process.argv.slice(2);
  const base = a[a.indexOf('--base') + 1] ?? 'http://localhost:3000';
  const pi = a.indexOf('--pages');
  const pages = pi >= 0 ? a.slice(pi + 1).filter((p) => p.startsWith('/')) : ['/'];
  return { base, pages, headed: a.includes('--headed') };
}

async function check(page: Page, base: string, path: string, outDir: string): Promise<Result> {
  const problems: string[] = [];
  const origin = new URL(base).origin;
  page.removeAllListeners();
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('response', (r) => {
    if (r.url().startsWith(origin) && r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  const res = await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle', timeout: 30000 });
  if (!res || res.status() >= 400) problems.push(`navigation status ${res?.status() ?? 'none'}`);
  const broken = await page.$$eval('img', (imgs) => imgs.filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src));
  broken.forEach((src) => problems.push(`broken image ${src}`));
  const shot = join(outDir, `${path === '/' ? 'index' : path.replace(/\W+/g, '_')}.png`);
  await page.screenshot({ path: shot, fullPage: true });
  return { path, ok: problems.length === 0, problems, shot };
}

async function main() {
  const { base, pages, headed } = args();
  if (!LOCAL.has(new URL(base).hostname)) {
    console.error(`refusing to run against ${base}: only localhost is allowed`);
    process.exit(2);
  }
  const outDir = 'smoke-screenshots';
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ headless: !headed });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const results: Result[] = [];
  for (const p of pages) {
    try {
      results.push(await check(page, base, p, outDir));
    } catch (e) {
      results.push({ path: p, ok: false, problems: [String(e)], shot: '' });
    }
  }
  await browser.close();
  for (const r of results) {
    console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.path}  ${r.shot}`);
    r.problems.slice(0, 3).forEach((m) => console.log(`      ${m}`));
  }
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

main();
