#!/usr/bin/env -S npx tsx
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, extname } from 'node:path';
import { resolveTypePackages } from './lib/types-resolver';
import { tidyTraces } from './lib/housekeeping';

const [, , target = 'src', ...rest] = process.argv;
const dryRun = rest.includes('--dry-run');

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (['.js', '.jsx'].includes(extname(p))) out.push(p);
  }
  return out;
}

function ensureTsconfig(): void {
  if (existsSync('tsconfig.json')) return;
  const cfg = {
    compilerOptions: { target: 'ES2020', module: 'commonjs', allowJs: true, checkJs: false, strict: false,
      esModuleInterop: true, skipLibCheck: true, outDir: 'dist' },
    include: ['src'],
  };
  if (!dryRun) writeFileSync('tsconfig.json', JSON.stringify(cfg, null, 2) + '\n');
  console.log('wrote starter tsconfig.json');
}

function renameAll(files: string[]): void {
  for (const f of files) {
    const to = f.replace(/\.jsx?$/, (m) => (m === '.jsx' ? '.tsx' : '.ts'));
    console.log(`${dryRun ? '[dry] ' : ''}git mv ${f} ${to}`);
    if (!dryRun) {
      try { execSync(`git mv "${f}" "${to}"`, { stdio: 'ignore' }); } catch { renameSync(f, to); }
    }
  }
}

function errorTable(): void {
  let out = '';
  try { execSync('npx --no-install tsc --noEmit', { encoding: 'utf8', stdio: 'pipe' }); }
  catch (e: any) { out = String(e.stdout || ''); }
  const counts = new Map<string, number>();
  for (const m of out.matchAll(/error (TS\d+)/g)) counts.set(m[1], (counts.get(m[1]) || 0) + 1);
  const rows = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20);
  console.log(rows.length ? 'code     count' : 'no type errors');
  for (const [code, n] of rows) console.log(`${code.padEnd(8)} ${n}`);
}

async function main(): Promise<void> {
  const files = walk(target);
  console.log(`${files.length} JS file(s) under ${target}`);
  ensureTsconfig();
  renameAll(files);
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const types = await resolveTypePackages(Object.keys(pkg.dependencies || {}));
  if (types.length && !dryRun) execSync(`npm i -D ${types.join(' ')}`, { stdio: 'inherit' });
  if (!dryRun) errorTable();
  tidyTraces();
}

main().catch((e) => { console.error(e); process.exit(1); });
