import { test, expect } from '@playwright/test';

const BASE = process.env.BASE_URL ?? 'http://localhost:3000';
const PAGES = (process.env.PAGES ?? '/').split(',').map((p) => p.trim()).filter(Boolean);

const host = new URL(BASE).hostname;
if (!['localhost', '127.0.0.1', '[::1]'].includes(host)) {
  throw new Error(`BASE_URL must point at localhost, got ${host}`);
}

for (const path of PAGES) {
  test(`smoke ${path}`, async ({ page }) => {
    const errors: string[] = [];
    const failed: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('requestfailed', (req) => {
      if (new URL(req.url()).hostname === host) failed.push(`${req.method()} ${req.url()}`);
    });

    const res = await page.goto(new URL(path, BASE).toString(), { waitUntil: 'networkidle' });
    expect(res, `no response for ${path}`).not.toBeNull();
    expect(res!.status(), `status for ${path}`).toBeLessThan(400);

    const name = path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    await page.screenshot({ path: `smoke-screenshots/${name}.png`, fullPage: true });

    expect(errors, `console errors on ${path}`).toEqual([]);
    expect(failed, `failed same-origin requests on ${path}`).toEqual([]);
  });
}
