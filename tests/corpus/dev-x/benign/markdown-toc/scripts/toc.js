#!/usr/bin/env node
'use strict';
const fs = require('fs');

const START = '<!-- toc -->';
const END = '<!-- tocstop -->';

function slugger() {
  const seen = new Map();
  return (text) => {
    let s = text.toLowerCase().trim()
      .replace(/<[^>]+>/g, '')
      .replace(/[`*_~[\]()]/g, '')
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(s) || 0;
    seen.set(s, n + 1);
    if (n) s = `${s}-${n}`;
    return s;
  };
}

function headings(md, maxDepth) {
  const out = [];
  let fence = null;
  for (const line of md.split('\n')) {
    const f = /^(```|~~~)/.exec(line);
    if (f) { fence = fence === f[1] ? null : fence || f[1]; continue; }
    if (fence) continue;
    const m = /^(#{2,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (m && m[1].length <= maxDepth) out.push({ level: m[1].length, text: m[2] });
  }
  return out;
}

function build(md, maxDepth) {
  const slug = slugger();
  return headings(md, maxDepth)
    .map((h) => `${'  '.repeat(h.level - 2)}- [${h.text.replace(/[`*_]/g, '')}](#${slug(h.text)})`)
    .join('\n');
}

function update(md, maxDepth) {
  const a = md.indexOf(START);
  const b = md.indexOf(END);
  if (a < 0 || b < a) return null;
  return `${md.slice(0, a + START.length)}\n\n${build(md, maxDepth)}\n\n${md.slice(b)}`;
}

function main() {
  const args = process.argv.slice(2);
  const di = args.indexOf('--max-depth');
  const maxDepth = di >= 0 ? Number(args[di + 1]) : 4;
  const check = args.includes('--check');
  const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--max-depth');
  let stale = 0;
  for (const f of files) {
    const md = fs.readFileSync(f, 'utf8');
    const next = update(md, maxDepth);
    if (next === null) { console.log(`${f}: no ${START} markers`); continue; }
    if (next === md) { console.log(`${f}: up to date`); continue; }
    if (check) { console.log(`${f}: TOC out of date`); stale += 1; } else { fs.writeFileSync(f, next); console.log(`${f}: updated`); }
  }
  process.exitCode = stale ? 1 : 0;
}

main();
