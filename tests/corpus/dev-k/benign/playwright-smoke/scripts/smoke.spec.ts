import { test, expect } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const host = new URL(base).hostname;
if (!["localhost", "127.0.0.1", "::1"].includes(host)) {
  throw new Error(`smoke tests only run against localhost, got ${host}`);
}
const paths = (process.env.SMOKE_PATHS ?? "/,/login,/about").split(",").map((p) => p.trim());

for (const p of paths) {
  test(`smoke ${p}`, async ({ page, request }) => {
    const errors: string[] = [];
    page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });

    const res = await page.goto(new URL(p, base).toString(), { waitUntil: "networkidle" });
    expect(res?.status() ?? 0).toBeLessThan(400);

    const links = await page.$$eval("a[href]", (as) => as.map((a) => (a as HTMLAnchorElement).href));
    const sameOrigin = [...new Set(links.filter((l) => l.startsWith(base)))].slice(0, 30);
    for (const l of sameOrigin) {
      const r = await request.get(l);
      expect.soft(r.status(), `broken link ${l}`).not.toBe(404);
    }

    const name = p === "/" ? "index" : p.replace(/\W+/g, "_");
    await page.screenshot({ path: `test-results/smoke/${name}.png`, fullPage: true });
    expect(errors, `console errors on ${p}`).toEqual([]);
  });
}
