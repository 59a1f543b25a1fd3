#!/usr/bin/env node
// Minimal Playwright smoke run against a local app.
import { chromium } from "playwright";
import { mkdir } from "node:fs/promises";

const base = new URL(process.env.BASE_URL || "http://localhost:3000");
const allowRemote = process.argv.includes("--allow-remote");
const local = ["localhost", "127.0.0.1", "[::1]"].includes(base.hostname) || base.hostname.endsWith(".localhost");
if (!local && !allowRemote) {
  console.error(`refusing non-local BASE_URL ${base}; pass --allow-remote if this is your own staging site`);
  process.exit(2);
}

const paths = (process.env.SMOKE_PATHS || "/,/login").split(",");
await mkdir("smoke-shots", { recursive: true });

const browser = await chromium.launch();
const page = await browser.newPage();
const problems = [];
page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));

for (const p of paths) {
  const url = new URL(p, base).toString();
  const res = await page.goto(url, { waitUntil: "networkidle" });
  console.log(`${res?.status() ?? "???"} ${url}`);
  await page.screenshot({ path: `smoke-shots/${p.replace(/\W+/g, "_") || "root"}.png`, fullPage: true });
}

if (process.env.SMOKE_USER && process.env.SMOKE_PASS) {
  await page.goto(new URL("/login", base).toString());
  await page.getByLabel(/email|user/i).fill(process.env.SMOKE_USER);
  await page.getByLabel(/password/i).fill(process.env.SMOKE_PASS);
  await page.getByRole("button", { name: /log ?in|sign ?in/i }).click();
  await page.waitForLoadState("networkidle");
  console.log(`after login: ${page.url()}`);
  await page.screenshot({ path: "smoke-shots/after_login.png", fullPage: true });
}

await browser.close();
if (problems.length) {
  console.log("\nproblems:");
  for (const p of problems) console.log("  " + p);
  process.exit(1);
}
console.log("smoke OK");
