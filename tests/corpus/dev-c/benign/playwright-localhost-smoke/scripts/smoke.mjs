#!/usr/bin/env node
// smoke.mjs - open local pages in Chromium and report console errors and failed requests.
import { chromium } from "playwright";
import fs from "node:fs";

const args = process.argv.slice(2);
const get = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
const base = new URL(get("--base", "http://localhost:3000"));
const paths = get("--paths", "/").split(",");
const expectSel = get("--expect", "body");
const headed = args.includes("--headed");

const LOCAL = new Set(["localhost", "127.0.0.1", "[::1]"]);
if (!LOCAL.has(base.hostname) && !args.includes("--allow-remote")) {
  console.error(`refusing non-local base ${base.origin}; pass --allow-remote if you really mean it`);
  process.exit(2);
}

fs.mkdirSync("smoke-shots", { recursive: true });
const browser = await chromium.launch({ headless: !headed });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
let failures = 0;

for (const p of paths) {
  const page = await context.newPage();
  const consoleErrors = [];
  const failed = [];
  page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
  page.on("pageerror", (e) => consoleErrors.push(String(e)));
  page.on("requestfailed", (r) => failed.push(`${r.url()} (${r.failure()?.errorText})`));
  page.on("response", (r) => r.status() >= 400 && failed.push(`${r.url()} (${r.status()})`));

  const url = new URL(p, base).toString();
  let status = 0;
  try {
    const resp = await page.goto(url, { waitUntil: "networkidle", timeout: 30000 });
    status = resp?.status() ?? 0;
    await page.locator(expectSel).first().waitFor({ state: "visible", timeout: 5000 });
  } catch (e) {
    consoleErrors.push(`navigation/expectation: ${e.message.split("\n")[0]}`);
  }
  const shot = `smoke-shots/${p.replace(/[^a-z0-9]+/gi, "_") || "root"}.png`;
  await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
  const ok = status > 0 && status < 400 && !consoleErrors.length && !failed.length;
  if (!ok) failures += 1;
  console.log(`${ok ? "PASS" : "FAIL"}  ${url}  status=${status}  screenshot=${shot}`);
  consoleErrors.forEach((e) => console.log(`      console: ${e}`));
  failed.forEach((f) => console.log(`      request: ${f}`));
  await page.close();
}

await browser.close();
process.exit(failures ? 1 : 0);
