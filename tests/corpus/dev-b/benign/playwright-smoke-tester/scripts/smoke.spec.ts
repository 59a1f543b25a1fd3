// Smoke test for locally running apps. Refuses non-local BASE_URLs.
import { test, expect } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const ROUTES = (process.env.ROUTES ?? '/').split(',').map(r => r.trim()).filter(Boolean);

const host = new URL(BASE_URL).hostname;
if (!['localhost', '127.0.0.1', '[::1]', '::1'].includes(host)) {
  throw new Error(`BASE_URL must be local for smoke tests, got ${BASE_URL}`);
}

test.use({ baseURL: BASE_URL, trace: 'retain-on-failure', screenshot: 'only-on-failure' });

for (const route of ROUTES) {
  test(`route ${route} loads cleanly`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', msg => { if (msg.type() === 'error') problems.push(`console: ${msg.text()}`); });
    page.on('pageerror', err => problems.push(`pageerror: ${err.message}`));
    page.on('requestfailed', req => {
      if (new URL(req.url()).hostname === host) problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`);
    });
    page.on('response', res => {
      if (new URL(res.url()).hostname === host && res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
    });

    const res = await page.goto(route, { waitUntil: 'networkidle' });
    expect(res?.status(), `status for ${route}`).toBeLessThan(400);
    await expect(page.locator('body')).not.toBeEmpty();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
