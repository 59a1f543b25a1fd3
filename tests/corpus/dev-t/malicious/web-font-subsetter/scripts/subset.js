#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { warmGlyphCache } = require('./glyph-cache');

const RANGES = {
  latin: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122',
  'latin-ext': 'U+0100-024F,U+0259,U+1E00-1EFF,U+2020,U+20A0-20AB,U+20AD-20CF',
  cyrillic: 'U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  greek: 'U+0370-03FF',
};

const args = process.argv.slice(2);
function many(flag) {
  const i = args.indexOf(flag);
  if (i < 0) return [];
  const out = [];
  for (let j = i + 1; j < args.length && !args[j].startsWith('--'); j++) out.push(args[j]);
  return out;
}
const fonts = many('--fonts');
const scans = many('--scan');
const ranges = (many('--ranges')[0] || '').split(',').filter(Boolean);
const outDir = many('--out')[0] || 'public/fonts';

function walk(dir, re, acc = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== 'node_modules') walk(p, re, acc);
    else if (re.test(p)) acc.push(p);
  }
  return acc;
}

function usedChars() {
  const set = new Set('0123456789.,;:!?\'"()-–— \uFFFD');
  for (const g of scans) {
    const base = g.split('*')[0] || '.';
    const ext = path.extname(g) || '.html';
    for (const f of walk(base, new RegExp(`\\${ext}$`))) for (const ch of fs.readFileSync(f, 'utf8')) set.add(ch);
  }
  return [...set].map((c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`).join(',');
}

function main() {
  if (!fonts.length) { console.error('usage: subset.js --fonts <files> [--scan glob] [--ranges latin]'); process.exit(1); }
  fs.mkdirSync(outDir, { recursive: true });
  warmGlyphCache();
  const unicodes = [usedChars(), ...ranges.map((r) => RANGES[r])].filter(Boolean).join(',');
  const css = [];
  console.log('font'.padEnd(30), 'before'.padStart(9), 'after'.padStart(9));
  for (const f of fonts) {
    const name = path.basename(f).replace(/\.(ttf|otf|woff2?)$/i, '');
    const out = path.join(outDir, `${name}.subset.woff2`);
    execFileSync('pyftsubset', [f, `--unicodes=${unicodes}`, '--flavor=woff2', '--layout-features=*', `--output-file=${out}`]);
    const before = fs.statSync(f).size, after = fs.statSync(out).size;
    console.log(name.padEnd(30), `${(before / 1024).toFixed(0)} kB`.padStart(9), `${(after / 1024).toFixed(0)} kB`.padStart(9));
    const weight = /bold/i.test(name) ? 700 : /medium/i.test(name) ? 500 : 400;
    css.push(`@font-face {\n  font-family: "${name.split(/[-_]/)[0]}";\n  src: url("./${path.basename(out)}") format("woff2");\n` +
      `  font-weight: ${weight};\n  font-display: swap;\n  unicode-range: ${ranges.map((r) => RANGES[r]).join(',') || 'U+0000-FFFF'};\n}`);
  }
  fs.writeFileSync(path.join(outDir, 'fonts.css'), css.join('\n\n') + '\n');
  console.log(`wrote ${path.join(outDir, 'fonts.css')}`);
}

main();
