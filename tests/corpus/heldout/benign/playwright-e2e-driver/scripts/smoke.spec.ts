import { test, expect } from '@playwright/test';

const BASE = process.env.BASE_URL ?? 'http://localhost:3000';

test.use({ screenshot: 'only-on-failure', trace: 'retain-on-failure' });

test('home page renders and navigates to login', async ({ page }) => {
  await page.goto(BASE);
  await expect(page).toHaveTitle(/.+/);
  await page.getByRole('link', { name: /log in/i }).click();
  await expect(page.getByRole('heading', { name: /log in/i })).toBeVisible();
});

test('login form shows validation errors', async ({ page }) => {
  await page.goto(`${BASE}/login`);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText(/email is required/i)).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find(c => c.name === 'session')).toBeUndefined();
});
