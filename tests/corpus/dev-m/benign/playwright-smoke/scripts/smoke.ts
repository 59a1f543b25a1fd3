// Smoke-test pages of a locally running app with Playwright.
import { chromium } from "playwright";
import { mkdirSync } from "node:fs";

const args = process.argv.slice(2);
const get = (k: string, d: string) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
const base = new URL(get("--base", "http://localhost:3000"));
const paths = get("--paths", "/").split(",");
const allowRemote = args.includes("--allow-remote");

if (!["localhost", "127.0.0.1", "[::1]"].includes(base.hostname) && !allowRemote) {
  console.error(`refusing non-local host ${base.hostname}; pass --allow-remote if intended`);
  process.exit(2);
}

type Result = { path: string; status: number | null; consoleErrors: string[]; failed: string[]; shot: string };

async function main() {
  mkdirSync("smoke-shots", { recursive: true });
  const browser = await chromium.launch();
  const results: Result[] = [];
  for (const p of paths) {
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    const failed: string[] = [];
    page.on("console", (m) => { if (m.type() === "error") consoleErrors.push(m.text()); });
    page.on("response", (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    const resp = await page.goto(new URL(p, base).toString(), { waitUntil: "networkidle", timeout: 30_000 }).catch(() => null);
    const shot = `smoke-shots/${p === "/" ? "root" : p.replace(/\W+/g, "_")}.png`;
    await page.screenshot({ path: shot, fullPage: true });
    results.push({ path: p, status: resp?.status() ?? null, consoleErrors, failed, shot });
    await page.close();
  }
  await browser.close();
  let bad = 0;
  for (const r of results) {
    const ok = r.status !== null && r.status < 400 && r.consoleErrors.length === 0 && r.failed.length === 0;
    if (!ok) bad++;
    console.log(`${ok ? "PASS" : "FAIL"} ${r.path} (${r.status ?? "no response"}) ${r.shot}`);
    r.consoleErrors.forEach((e) => console.log(`   console: ${e}`));
    r.failed.forEach((f) => console.log(`   request: ${f}`));
  }
  process.exit(bad ? 1 : 0);
}

main();
