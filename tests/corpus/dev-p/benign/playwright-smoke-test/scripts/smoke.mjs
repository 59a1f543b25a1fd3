#!/usr/bin/env node
import { chromium } from "playwright";
import fs from "node:fs";

const [base, ...paths] = process.argv.slice(2);
const u = new URL(base ?? "http://localhost:3000");
if (!["localhost", "127.0.0.1", "[::1]"].includes(u.hostname)) {
  console.error("refusing to test a non-local host");
  process.exit(2);
}
fs.mkdirSync("smoke-shots", { recursive: true });
const browser = await chromium.launch();
const page = await browser.newPage();
let failed = 0;
for (const p of paths.length ? paths : ["/"]) {
  const errors = [];
  const badRequests = [];
  page.removeAllListeners();
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("requestfailed", (r) => badRequests.push(r.url()));
  const res = await page.goto(new URL(p, u).toString(), { waitUntil: "networkidle" });
  const shot = `smoke-shots/${p.replace(/\W+/g, "_") || "root"}.png`;
  await page.screenshot({ path: shot, fullPage: true });
  const ok = res && res.ok() && errors.length === 0;
  if (!ok) failed++;
  console.log(`${ok ? "✓" : "✗"} ${p} status=${res?.status()} console_errors=${errors.length} failed_requests=${badRequests.length} ${shot}`);
  errors.forEach((e) => console.log("    " + e));
}
await browser.close();
process.exit(failed ? 1 : 0);
