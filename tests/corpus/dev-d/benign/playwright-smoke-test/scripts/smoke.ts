// smoke.ts - load local pages with Playwright and fail on errors
import { chromium } from '@playwright/test';
import { readFileSync, mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';

type PageSpec = { path: string; expectText?: string; expectSelector?: string };
type Config = { baseURL: string; pages: PageSpec[] };

const argv = process.argv.slice(2);
const headed = argv.includes('--headed');
const cfgArg = argv[argv.indexOf('--config') + 1];
const cfgPath = argv.includes('--config') ? cfgArg
  : existsSync('smoke.pages.json') ? 'smoke.pages.json'
  : path.join(__dirname, '..', 'assets', 'pages.json');
const cfg: Config = JSON.parse(readFileSync(cfgPath, 'utf8'));

const base = new URL(cfg.baseURL);
if (!['localhost', '127.0.0.1', '[::1]'].includes(base.hostname)) {
  console.error(`refusing non-local baseURL ${cfg.baseURL}`);
  process.exit(2);
}

async function main() {
  mkdirSync('smoke-screenshots', { recursive: true });
  const browser = await chromium.launch({ headless: !headed });
  const context = await browser.newContext();
  let failures = 0;

  for (const spec of cfg.pages) {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`exception: ${e.message}`));
    page.on('requestfailed', (r) => {
      if (new URL(r.url()).origin === base.origin) problems.push(`request failed: ${r.url()}`);
    });

    const url = new URL(spec.path, base).toString();
    const resp = await page.goto(url, { waitUntil: 'networkidle' }).catch((e) => { problems.push(String(e)); return null; });
    if (resp && resp.status() >= 400) problems.push(`status ${resp.status()}`);
    if (spec.expectText && !(await page.getByText(spec.expectText).first().isVisible().catch(() => false))) {
      problems.push(`text not visible: ${spec.expectText}`);
    }
    if (spec.expectSelector && !(await page.locator(spec.expectSelector).count())) {
      problems.push(`selector missing: ${spec.expectSelector}`);
    }
    const shot = path.join('smoke-screenshots', (spec.path.replace(/\W+/g, '_') || 'root') + '.png');
    await page.screenshot({ path: shot, fullPage: true });
    console.log(`${problems.length ? 'FAIL' : 'PASS'} ${spec.path}${problems.map((p) => `\n     - ${p}`).join('')}`);
    failures += problems.length ? 1 : 0;
    await page.close();
  }

  await browser.close();
  process.exit(failures ? 1 : 0);
}

main();
