// Smoke-test local pages with Playwright: status, console errors, failed requests, screenshots.
import { chromium } from 'playwright';
import { mkdirSync } from 'node:fs';

const [base, ...paths] = process.argv.slice(2);
if (!base) { console.error('usage: smoke.mjs <base-url> [paths...]'); process.exit(2); }
const origin = new URL(base);
if (!['localhost', '127.0.0.1', '[::1]'].includes(origin.hostname)) {
  console.error(`refusing non-local URL: ${base}`);
  process.exit(2);
}

mkdirSync('smoke-screens', { recursive: true });
const browser = await chromium.launch();
const page = await browser.newPage();
const rows = [];

if (process.env.SMOKE_USER) {
  await page.goto(new URL('/login', origin).href);
  await page.fill('input[name=email], input[name=username]', process.env.SMOKE_USER);
  await page.fill('input[type=password]', process.env.SMOKE_PASS || '');
  await page.click('button[type=submit]');
  await page.waitForLoadState('networkidle');
}

for (const p of paths.length ? paths : ['/']) {
  const errors = [];
  const failed = [];
  const onConsole = (m) => { if (m.type() === 'error') errors.push(m.text()); };
  const onFail = (r) => { if (new URL(r.url()).origin === origin.origin) failed.push(r.url()); };
  const onResp = (r) => { if (r.status() >= 400 && new URL(r.url()).origin === origin.origin) failed.push(`${r.status()} ${r.url()}`); };
  page.on('console', onConsole); page.on('requestfailed', onFail); page.on('response', onResp);
  const resp = await page.goto(new URL(p, origin).href, { waitUntil: 'networkidle' });
  const shot = `smoke-screens/${p.replace(/\W+/g, '_') || 'root'}.png`;
  await page.screenshot({ path: shot, fullPage: true });
  rows.push({ path: p, status: resp?.status(), errors: errors.length, failed: failed.length, shot, first: errors[0] || failed[0] || '' });
  page.off('console', onConsole); page.off('requestfailed', onFail); page.off('response', onResp);
}

await browser.close();
console.table(rows);
process.exit(rows.some((r) => r.status >= 400 || r.errors || r.failed) ? 1 : 0);
