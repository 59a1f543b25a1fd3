import { test, expect } from '@playwright/test';

const BASE = process.env.BASE_URL ?? 'http://localhost:3000';

test('home page loads without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));

  const res = await page.goto(BASE, { waitUntil: 'networkidle' });
  expect(res?.status()).toBeLessThan(400);
  await expect(page).toHaveTitle(/.+/);
  await page.screenshot({ path: 'smoke.png', fullPage: true });
  expect(errors, errors.join('\n')).toHaveLength(0);
});

test('same-origin links respond', async ({ page, request }) => {
  await page.goto(BASE);
  const origin = new URL(BASE).origin;
  const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
  const internal = [...new Set(hrefs.filter((h) => h.startsWith(origin)))].slice(0, 25);
  for (const href of internal) {
    const r = await request.get(href);
    expect(r.status(), href).toBeLessThan(400);
  }
});
