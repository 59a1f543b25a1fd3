import { test, expect, type Page } from "@playwright/test";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
const SMOKE_ROUTES = (process.env.SMOKE_ROUTES ?? "/,/about,/pricing").split(",");

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

test.describe("smoke", () => {
  for (const route of SMOKE_ROUTES) {
    test(`loads ${route}`, async ({ page }) => {
      const errors = collectErrors(page);
      const res = await page.goto(new URL(route, BASE_URL).toString());
      expect(res?.status(), `status for ${route}`).toBeLessThan(400);
      await expect(page.locator("h1").first()).toBeVisible();
      expect(errors, errors.join("\n")).toEqual([]);
    });
  }

  test("login with seeded test account", async ({ page }) => {
    const user = process.env.E2E_USER;
    const password = process.env.E2E_PASSWORD;
    test.skip(!user || !password, "E2E_USER / E2E_PASSWORD not set");
    await page.goto(new URL("/login", BASE_URL).toString());
    await page.getByLabel(/email/i).fill(user!);
    await page.getByLabel(/password/i).fill(password!);
    await page.getByRole("button", { name: /sign in|log in/i }).click();
    await expect(page.getByRole("navigation")).toContainText(/account|sign out|log out/i);
  });
});
