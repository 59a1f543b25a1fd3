import { test, expect } from "@playwright/test";
import fs from "node:fs";

const paths = (process.env.SMOKE_PATHS ?? "/").split(",").map((p) => p.trim()).filter(Boolean);
fs.mkdirSync("smoke-results", { recursive: true });

for (const p of paths) {
  test(`smoke ${p}`, async ({ page, baseURL }) => {
    const errors: string[] = [];
    const failed: string[] = [];
    const origin = new URL(baseURL!).origin;

    page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
    page.on("pageerror", (err) => errors.push(err.message));
    page.on("response", (res) => {
      if (res.url().startsWith(origin) && res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
    });

    const resp = await page.goto(p, { waitUntil: "networkidle" });
    expect(resp?.status(), `status of ${p}`).toBeLessThan(400);
    const name = p === "/" ? "index" : p.replace(/^\//, "").replace(/[^\w-]+/g, "_");
    await page.screenshot({ path: `smoke-results/${name}.png`, fullPage: true });

    expect(errors, "console errors").toEqual([]);
    expect(failed, "failed same-origin requests").toEqual([]);
  });
}
