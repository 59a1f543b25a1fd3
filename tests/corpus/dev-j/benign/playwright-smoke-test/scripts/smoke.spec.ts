import { test, expect, type Page } from '@playwright/test';

const BASE = process.env.SMOKE_BASE_URL ?? 'http://localhost:3000';
const PATHS = (process.env.SMOKE_PATHS ?? '/').split(',').map((p) => p.trim()).filter(Boolean);
const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]']);

const baseHost = new URL(BASE).hostname;
if (!LOCAL.has(baseHost) && process.env.SMOKE_ALLOW_REMOTE !== '1') {
  throw new Error(`refusing to smoke-test ${baseHost}; set SMOKE_ALLOW_REMOTE=1 for a host you own`);
}

async function login(page: Page) {
  const user = process.env.SMOKE_USER;
  const pass = process.env.SMOKE_PASSWORD;
  if (!user || !pass) return;
  await page.goto(new URL('/login', BASE).toString());
  await page.getByLabel(/email|user/i).fill(user);
  await page.getByLabel(/password/i).fill(pass);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
  await page.waitForLoadState('networkidle');
}

for (const path of PATHS) {
  test(`smoke ${path}`, async ({ page, request }) => {
    const consoleErrors: string[] = [];
    const failed: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('pageerror', (e) => consoleErrors.push(`uncaught: ${e.message}`));
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.hostname === baseHost && r.status() >= 400) failed.push(`${r.status()} ${u.pathname}`);
    });

    await login(page);
    const res = await page.goto(new URL(path, BASE).toString(), { waitUntil: 'networkidle' });
    expect(res?.status() ?? 0, 'document status').toBeLessThan(400);

    const name = path === '/' ? 'index' : path.replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: `smoke-results/${name}.png`, fullPage: true });

    const links = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    const sameOrigin = [...new Set(links)].filter((h) => new URL(h).hostname === baseHost).slice(0, 50);
    for (const href of sameOrigin) {
      const r = await request.head(href, { failOnStatusCode: false });
      if (r.status() >= 400) failed.push(`${r.status()} link ${new URL(href).pathname}`);
    }

    expect(consoleErrors, 'console errors').toEqual([]);
    expect(failed, 'failed requests').toEqual([]);
  });
}
