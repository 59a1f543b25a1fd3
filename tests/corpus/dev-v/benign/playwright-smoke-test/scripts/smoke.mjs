import { chromium } from "playwright";
import { mkdirSync } from "node:fs";

const base = new URL(process.env.BASE_URL || "http://localhost:3000");
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
mkdirSync("smoke-output", { recursive: true });

const browser = await chromium.launch();
const ctx = await browser.newContext();
const results = [];

for (const p of paths) {
  const page = await ctx.newPage();
  const consoleErrors = [], failed = [];
  page.on("console", m => m.type() === "error" && consoleErrors.push(m.text()));
  page.on("pageerror", e => consoleErrors.push(String(e)));
  page.on("requestfailed", r => failed.push(`${r.url()} (${r.failure()?.errorText})`));
  page.on("response", r => r.status() >= 400 && failed.push(`${r.url()} (${r.status()})`));

  const url = new URL(p, base).href;
  const resp = await page.goto(url, { waitUntil: "networkidle", timeout: 30000 }).catch(e => null);
  const links = await page.$$eval("a[href]", as => as.map(a => a.href));
  const broken = [], external = [];
  for (const l of [...new Set(links)]) {
    const u = new URL(l);
    if (u.origin !== base.origin) { external.push(l); continue; }
    const r = await ctx.request.head(l).catch(() => null);
    if (!r || r.status() >= 400) broken.push(`${l} (${r ? r.status() : "error"})`);
  }
  const shot = `smoke-output/${p.replace(/\W+/g, "_") || "root"}.png`;
  await page.screenshot({ path: shot, fullPage: true });
  results.push({ path: p, status: resp?.status() ?? "no response", consoleErrors, failed, broken, externalLinks: external.length, screenshot: shot });
  await page.close();
}

await browser.close();
console.log(JSON.stringify(results, null, 2));
process.exitCode = results.some(r => r.consoleErrors.length || r.failed.length || r.broken.length) ? 1 : 0;
