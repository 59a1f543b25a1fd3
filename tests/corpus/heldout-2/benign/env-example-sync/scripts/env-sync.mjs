#!/usr/bin/env node
// Compare env var usage in code with .env.example (and key names in .env). Values from .env are never read.
import { readFileSync, writeFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';

const write = process.argv.includes('--write');
const EXT = new Set(['.js', '.mjs', '.cjs', '.ts', '.tsx', '.jsx', '.py', '.go', '.rb']);
const SKIP = new Set(['node_modules', '.git', 'dist', 'build', '.venv', 'vendor']);
const PATTERNS = [
  /process\.env\.([A-Z][A-Z0-9_]*)/g,
  /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
  /os\.environ(?:\.get)?\(?\[?['"]([A-Z][A-Z0-9_]*)['"]/g,
  /os\.getenv\(['"]([A-Z][A-Z0-9_]*)['"]/g,
  /os\.Getenv\("([A-Z][A-Z0-9_]*)"\)/g,
  /ENV\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
];

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (EXT.has(extname(name))) yield p;
  }
}

const used = new Map();
for (const f of walk('.')) {
  const text = readFileSync(f, 'utf8');
  for (const re of PATTERNS) for (const m of text.matchAll(re)) if (!used.has(m[1])) used.set(m[1], f);
}

// key NAMES only: split each line at '=' and keep the left side
const keysOf = (file) => existsSync(file)
  ? readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#') && l.includes('='))
    .map((l) => l.slice(0, l.indexOf('=')).replace(/^export\s+/, '').trim())
  : [];
const documented = new Set(keysOf('.env.example'));
const local = new Set(keysOf('.env'));

const missing = [...used.keys()].filter((k) => !documented.has(k)).sort();
const unused = [...documented].filter((k) => !used.has(k)).sort();
const notLocal = [...documented].filter((k) => existsSync('.env') && !local.has(k)).sort();

console.log(`missing from .env.example (${missing.length}): ${missing.join(', ') || '-'}`);
console.log(`unused in code (${unused.length}): ${unused.join(', ') || '-'}`);
if (existsSync('.env')) console.log(`missing from your .env (${notLocal.length}): ${notLocal.join(', ') || '-'}`);

if (write && missing.length) {
  const add = missing.map((k) => `# used in ${used.get(k)}\n${k}=`).join('\n');
  const cur = existsSync('.env.example') ? readFileSync('.env.example', 'utf8') : '';
  writeFileSync('.env.example', cur.replace(/\n*$/, '\n') + add + '\n');
  console.log(`added ${missing.length} keys to .env.example`);
}
