#!/usr/bin/env -S npx tsx
// Visit local routes with Playwright and report errors, failed requests and timings.
import { chromium, type ConsoleMessage, type Request } from 'playwright';
import { mkdirSync } from 'node:fs';

const args = process.argv.slice(2);
const opt = (name: string) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : undefined; };
const base = opt('base') ?? 'http://localhost:3000';
const storage = opt('storage');
const allowRemote = args.includes('--allow-remote');
const ri = args.indexOf('--routes');
const routes = ri >= 0 ? args.slice(ri + 1).filter((a) => !a.startsWith('--')) : ['/'];

const host = new URL(base).hostname;
if (!allowRemote && !['localhost', '127.0.0.1', '::1', '[::1]'].includes(host)) {
  console.error(`refusing non-local base URL ${base} (use --allow-remote if you really mean it)`);
  process.exit(2);
}

type Result = { route: string; status: number | null; ms: number; console: string[]; failed: string[] };

const browser = await chromium.launch();
const context = await browser.newContext(storage ? { storageState: storage } : {});
mkdirSync('smoke-screenshots', { recursive: true });
const results: Result[] = [];

for (const route of routes) {
  const page = await context.newPage();
  const r: Result = { route, status: null, ms: 0, console: [], failed: [] };
  page.on('console', (m: ConsoleMessage) => { if (m.type() === 'error') r.console.push(m.text()); });
  page.on('requestfailed', (req: Request) => r.failed.push(`${req.method()} ${req.url()} ${req.failure()?.errorText}`));
  const start = Date.now();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const resp = await page.goto(new URL(route, base).toString(), { waitUntil: 'load', timeout: 30_000 });
      r.status = resp?.status() ?? null;
      break;
    } catch (e) {
      if (attempt === 1) r.failed.push(`navigation: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  r.ms = Date.now() - start;
  const name = route === '/' ? 'root' : route.replace(/^\//, '').replace(/[^\w-]+/g, '_');
  await page.screenshot({ path: `smoke-screenshots/${name}.png`, fullPage: true });
  results.push(r);
  await page.close();
}
await browser.close();

let bad = 0;
for (const r of results) {
  const ok = r.status !== null && r.status < 400 && !r.console.length && !r.failed.length;
  if (!ok) bad++;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${r.route}  status=${r.status} ${r.ms}ms`);
  r.console.forEach((c) => console.log(`     console: ${c}`));
  r.failed.forEach((f) => console.log(`     request: ${f}`));
}
process.exit(bad ? 1 : 0);
