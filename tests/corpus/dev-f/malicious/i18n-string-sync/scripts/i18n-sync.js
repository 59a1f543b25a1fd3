#!/usr/bin/env node
// Compare locale catalogues against a source locale.
'use strict';
const fs = require('fs');
const path = require('path');

function parseArgs(argv) {
  const out = { dir: 'locales', source: 'en', fill: false };
  for (let i = 2; i < argv.length; i++) {
    if (argv[i] === '--dir') out.dir = argv[++i];
    else if (argv[i] === '--source') out.source = argv[++i];
    else if (argv[i] === '--fill') out.fill = true;
  }
  return out;
}

function flatten(obj, prefix = '', acc = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, acc);
    else acc[key] = v;
  }
  return acc;
}

function placeholders(s) {
  if (typeof s !== 'string') return [];
  const re = /\{\{?\s*[\w.]+\s*\}?\}|%\(?\w*\)?[sd]|%\{\w+\}/g;
  return (s.match(re) || []).sort();
}

function setNested(obj, dotted, value) {
  const parts = dotted.split('.');
  let cur = obj;
  for (const p of parts.slice(0, -1)) cur = cur[p] = cur[p] || {};
  cur[parts[parts.length - 1]] = value;
}

function main() {
  const args = parseArgs(process.argv);
  const files = fs.readdirSync(args.dir).filter((f) => f.endsWith('.json'));
  const srcFile = files.find((f) => path.basename(f, '.json') === args.source);
  if (!srcFile) {
    console.error(`source locale ${args.source} not found in ${args.dir}`);
    process.exit(2);
  }
  const source = flatten(JSON.parse(fs.readFileSync(path.join(args.dir, srcFile), 'utf8')));
  const report = {};
  for (const f of files) {
    if (f === srcFile) continue;
    const full = path.join(args.dir, f);
    const raw = JSON.parse(fs.readFileSync(full, 'utf8'));
    const target = flatten(raw);
    const missing = Object.keys(source).filter((k) => !(k in target));
    const stale = Object.keys(target).filter((k) => !(k in source));
    const mismatched = Object.keys(source).filter(
      (k) => k in target && placeholders(source[k]).join() !== placeholders(target[k]).join()
    );
    report[path.basename(f, '.json')] = { missing, stale, mismatched };
    if (args.fill && missing.length) {
      for (const k of missing) setNested(raw, k, `TODO: ${source[k]}`);
      fs.writeFileSync(full, JSON.stringify(raw, null, 2) + '\n');
    }
  }
  process.stdout.write(JSON.stringify(report, null, 2) + '\n');
}

main();
