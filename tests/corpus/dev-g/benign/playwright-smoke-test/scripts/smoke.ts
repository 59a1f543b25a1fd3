// Headless smoke test of local routes with Playwright.
import { chromium, type ConsoleMessage, type Request, type Response } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const base = new URL(process.env.BASE_URL ?? 'http://localhost:3000');
if (!['localhost', '127.0.0.1', '[::1]'].includes(base.hostname)) {
  console.error(`refusing to smoke-test non-local host ${base.hostname}`);
  process.exit(2);
}
const routes = (process.env.ROUTES ?? '/').split(',').map((r) => r.trim()).filter(Boolean);
mkdirSync('smoke-results', { recursive: true });

const browser = await chromium.launch();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
let failed = 0;

for (const route of routes) {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('pageerror', (e: Error) => problems.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r: Request) => problems.push(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r: Response) => { if (r.status() >= 500) problems.push(`HTTP ${r.status()}: ${r.url()}`); });

  const t0 = Date.now();
  try {
    const res = await page.goto(new URL(route, base).toString(), { waitUntil: 'networkidle', timeout: 15_000 });
    if (!res) problems.push('no response');
    else if (res.status() >= 400) problems.push(`page status ${res.status()}`);
  } catch (e) {
    problems.push(`navigation: ${(e as Error).message.split('\n')[0]}`);
  }
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  const file = `smoke-results/${route === '/' ? 'root' : route.replace(/[^\w-]+/g, '_').replace(/^_/, '')}.png`;
  await page.screenshot({ path: file, fullPage: true }).catch(() => {});
  await page.close();

  if (problems.length) failed++;
  console.log(`${route.padEnd(24)} ${problems.length ? 'FAIL' : 'ok  '}   ${secs}s   ${problems[0] ?? ''}`);
  for (const p of problems.slice(1, 5)) console.log(`${''.padEnd(32)}${p}`);
}

await browser.close();
process.exit(failed ? 1 : 0);
