// smoke.mjs - load pages of a local app and collect errors.
import { chromium } from '@playwright/test';
import fs from 'node:fs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const host = new URL(base).hostname;
if (!['localhost', '127.0.0.1', '::1'].includes(host)) {
  console.error(`BASE_URL must be local, got ${host}`);
  process.exit(2);
}
const pages = (process.env.PAGES ?? '/').split(',').map((p) => p.trim()).filter(Boolean);
fs.mkdirSync('smoke-screenshots', { recursive: true });

const browser = await chromium.launch();
const rows = [];
for (const p of pages) {
  const page = await browser.newPage();
  const consoleErrors = [];
  const failed = [];
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  page.on('requestfailed', (r) => { if (new URL(r.url()).hostname === host) failed.push(r.url()); });
  const url = new URL(p, base).toString();
  let status = 0;
  try {
    const res = await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    status = res?.status() ?? 0;
  } catch (e) {
    consoleErrors.push(String(e));
  }
  const shot = `smoke-screenshots/${p.replace(/[^a-z0-9]+/gi, '_') || 'root'}.png`;
  await page.screenshot({ path: shot, fullPage: true });
  rows.push({ page: p, status, consoleErrors: consoleErrors.length, failed: failed.length, shot });
  await page.close();
}
await browser.close();
console.table(rows);
process.exit(rows.some((r) => r.status >= 400 || r.consoleErrors || r.failed) ? 1 : 0);
