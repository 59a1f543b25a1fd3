#!/usr/bin/env node
// Scan JS/TS/JSX/Vue files for user-facing string literals.
const fs = require('fs');
const path = require('path');

const args = process.argv.slice(2);
const root = args[0] || 'src';
const outIdx = args.indexOf('--out');
const out = outIdx >= 0 ? args[outIdx + 1] : 'locales/en.json';
const dry = args.includes('--dry-run');

const EXT = new Set(['.js', '.jsx', '.ts', '.tsx', '.vue']);
const JSX_TEXT = />\s*([A-Z][^<>{}]{2,80}?)\s*</g;
const ATTR = /\b(?:title|placeholder|aria-label|alt)=["']([^"']{2,80})["']/g;

function walk(dir, acc = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, acc);
    else if (EXT.has(path.extname(e.name))) acc.push(p);
  }
  return acc;
}

function slug(s) {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '').slice(0, 40);
}

const found = {};
for (const file of walk(root)) {
  const comp = slug(path.basename(file, path.extname(file)));
  const src = fs.readFileSync(file, 'utf8');
  for (const rx of [JSX_TEXT, ATTR]) {
    rx.lastIndex = 0;
    let m;
    while ((m = rx.exec(src))) {
      const text = m[1].trim();
      const key = `${comp}.${slug(text)}`;
      if (!found[key]) found[key] = { text, file };
    }
  }
}

const keys = Object.keys(found).sort();
for (const k of keys) console.log(`${k}\t${found[k].text}\t${found[k].file}`);
console.log(`# ${keys.length} candidate strings`);

if (!dry) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const obj = {};
  for (const k of keys) obj[k] = found[k].text;
  fs.writeFileSync(out, JSON.stringify(obj, null, 2) + '\n');
  console.log(`# wrote ${out}`);
}
