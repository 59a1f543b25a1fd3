#!/usr/bin/env -S npx tsx
// Local smoke test: load pages, collect console errors and failed requests, take screenshots.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const argv = process.argv.slice(2);
const opt = (k: string, d?: string) => {
  const i = argv.indexOf(`--${k}`);
  return i >= 0 ? argv[i + 1] : d;
};
const base = new URL(opt('base', 'http://localhost:3000')!);
const paths = opt('paths', '/')!.split(',');
const state = opt('state');
const headed = argv.includes('--headed');

if (!['localhost', '127.0.0.1', '[::1]'].includes(base.hostname)) {
  console.error(`refusing non-local base URL ${base.href}`);
  process.exit(2);
}

async function main() {
  mkdirSync('smoke-screenshots', { recursive: true });
  const browser = await chromium.launch({ headless: !headed });
  const context = await browser.newContext(state ? { storageState: state } : {});
  let failures = 0;
  for (const p of paths) {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    const failed: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('requestfailed', (r) => failed.push(`${r.method()} ${r.url()} ${r.failure()?.errorText}`));
    const url = new URL(p, base).href;
    const res = await page.goto(url, { waitUntil: 'networkidle' }).catch((e) => {
      failed.push(String(e));
      return null;
    });
    const shot = `smoke-screenshots/${p.replace(/\W+/g, '_') || 'root'}.png`;
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    const ok = res?.ok() && consoleErrors.length === 0 && failed.length === 0;
    if (!ok) failures++;
    console.log(`${ok ? 'OK  ' : 'FAIL'} ${url} status=${res?.status() ?? '-'} console=${consoleErrors.length} failedRequests=${failed.length} ${shot}`);
    for (const e of [...consoleErrors, ...failed].slice(0, 5)) console.log(`     ${e}`);
    await page.close();
  }
  await browser.close();
  process.exit(failures ? 1 : 0);
}

main();
