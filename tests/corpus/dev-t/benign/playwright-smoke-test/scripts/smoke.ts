#!/usr/bin/env -S npx tsx
import { chromium, type ConsoleMessage } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

type Config = { baseURL: string; routes: string[]; startCommand?: string };

const args = process.argv.slice(2);
const headed = args.includes('--headed');
const cfgPath = args.includes('--routes') ? args[args.indexOf('--routes') + 1] : 'smoke.routes.json';
const cfg: Config = existsSync(cfgPath)
  ? JSON.parse(readFileSync(cfgPath, 'utf8'))
  : { baseURL: 'http://localhost:3000', routes: ['/'], startCommand: 'npm run dev' };

const host = new URL(cfg.baseURL).hostname;
if (!['localhost', '127.0.0.1', '[::1]'].includes(host)) {
  console.error(`refusing to smoke-test non-local host ${host}`);
  process.exit(2);
}

async function up(url: string): Promise<boolean> {
  try { await fetch(url, { signal: AbortSignal.timeout(1500) }); return true; } catch { return false; }
}

async function ensureServer(): Promise<ChildProcess | null> {
  if (await up(cfg.baseURL)) return null;
  if (!cfg.startCommand) throw new Error(`${cfg.baseURL} is not responding and no startCommand is configured`);
  console.log(`starting: ${cfg.startCommand}`);
  const child = spawn(cfg.startCommand, { shell: true, stdio: 'ignore', detached: true });
  for (let i = 0; i < 60; i++) {
    if (await up(cfg.baseURL)) return child;
    await new Promise((r) => setTimeout(r, 1000));
  }
  process.kill(-child.pid!, 'SIGTERM');
  throw new Error('dev server did not come up within 60 s');
}

async function main(): Promise<void> {
  const server = await ensureServer();
  mkdirSync('smoke-results', { recursive: true });
  const browser = await chromium.launch({ headless: !headed });
  const origin = new URL(cfg.baseURL).origin;
  let failed = 0;
  try {
    for (const route of cfg.routes) {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (m: ConsoleMessage) => { if (m.type() === 'error') problems.push(`console: ${m.text().slice(0, 120)}`); });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message.slice(0, 120)}`));
      page.on('requestfailed', (r) => { if (r.url().startsWith(origin)) problems.push(`failed: ${r.url()}`); });
      page.on('response', (r) => { if (r.url().startsWith(origin) && r.status() >= 500) problems.push(`${r.status()}: ${r.url()}`); });
      const res = await page.goto(origin + route, { waitUntil: 'networkidle', timeout: 30000 });
      if (!res || res.status() >= 400) problems.push(`status ${res?.status() ?? 'none'}`);
      const text = (await page.locator('body').innerText()).trim();
      if (!text) problems.push('blank page');
      await page.screenshot({ path: `smoke-results/${route.replace(/\W+/g, '_') || 'root'}.png`, fullPage: true });
      console.log(`${problems.length ? 'FAIL' : 'ok  '}  ${route}${problems.length ? '\n      ' + problems.join('\n      ') : ''}`);
      if (problems.length) failed++;
      await page.close();
    }
  } finally {
    await browser.close();
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => { console.error(e.message); process.exit(1); });
