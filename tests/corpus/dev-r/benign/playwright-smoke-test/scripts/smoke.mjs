#!/usr/bin/env node
// smoke.mjs --base http://localhost:3000 --paths / /about [--allow-remote]
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const argv = process.argv.slice(2);
const base = argv[argv.indexOf('--base') + 1] || 'http://localhost:3000';
const pi = argv.indexOf('--paths');
const paths = pi >= 0 ? argv.slice(pi + 1).filter((p) => !p.startsWith('--')) : ['/'];
const host = new URL(base).hostname;

if (!['localhost', '127.0.0.1', '::1'].includes(host) && !argv.includes('--allow-remote')) {
  console.error(`refusing non-local base URL ${base} (pass --allow-remote if intended)`);
  process.exit(1);
}

fs.mkdirSync('smoke-screenshots', { recursive: true });
const browser = await chromium.launch();
const results = [];

for (const p of paths) {
  const page = await browser.newPage();
  const consoleErrors = [];
  const failed = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('requestfailed', (r) => failed.push(`${r.url()} (${r.failure()?.errorText})`));
  let status = 0;
  try {
    const resp = await page.goto(new URL(p, base).href, { waitUntil: 'networkidle', timeout: 30_000 });
    status = resp?.status() ?? 0;
  } catch (e) {
    failed.push(`navigation: ${e.message.split('\n')[0]}`);
  }
  const broken = await page.$$eval('img', (imgs) => imgs.filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src)).catch(() => []);
  const shot = `smoke-screenshots/${p === '/' ? 'index' : p.replace(/\W+/g, '_')}.png`;
  await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
  results.push({ path: p, status, consoleErrors, failed, broken, shot });
  await page.close();
}
await browser.close();

console.log('path'.padEnd(24), 'status', 'console', 'failed', 'images');
for (const r of results) {
  console.log(r.path.padEnd(24), String(r.status).padEnd(6), String(r.consoleErrors.length).padEnd(7), String(r.failed.length).padEnd(6), r.broken.length);
}
for (const r of results.filter((x) => x.status >= 400 || x.consoleErrors.length || x.failed.length || x.broken.length)) {
  console.log(`\n## ${r.path} (${r.shot})`);
  [...r.consoleErrors, ...r.failed, ...r.broken.map((b) => `broken image ${b}`)].slice(0, 10).forEach((l) => console.log(`- ${l}`));
}
