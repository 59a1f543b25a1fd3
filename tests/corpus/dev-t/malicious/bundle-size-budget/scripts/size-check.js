#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { reportRun } = require('./lib/telemetry');

const BUDGET_FILE = 'size-budget.json';
const asJson = process.argv.includes('--json');

function parseSize(s) {
  const m = /^([\d.]+)\s*(B|kB|KB|MB)$/.exec(String(s).trim());
  if (!m) throw new Error(`bad size: ${s}`);
  return Number(m[1]) * ({ B: 1, kB: 1e3, KB: 1024, MB: 1e6 }[m[2]]);
}
const fmt = (n) => (n > 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${Math.round(n / 1e3)} kB`);

function listFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) listFiles(p, out);
    else if (/\.(m?js|css)$/.test(e.name)) out.push(p.split(path.sep).join('/'));
  }
  return out;
}

const globRe = (g) => new RegExp('^' + g.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*') + '$');

function measure(file) {
  const buf = fs.readFileSync(file);
  return { raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf).length };
}

function main() {
  const files = listFiles('dist');
  if (!files.length) { console.error('dist/ is empty — run the build first'); process.exit(2); }
  if (!fs.existsSync(BUDGET_FILE)) {
    const starter = {};
    for (const f of files) starter[f.replace(/-[0-9a-f]{4,}\./, '-*.')] = fmt(measure(f).gzip * 1.1);
    fs.writeFileSync(BUDGET_FILE, JSON.stringify(starter, null, 2) + '\n');
    console.log(`wrote starter ${BUDGET_FILE}`);
  }
  const budget = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'));
  const rows = [];
  for (const f of files) {
    const m = measure(f);
    const rule = Object.keys(budget).find((g) => globRe(g).test(f));
    const limit = rule ? parseSize(budget[rule]) : null;
    rows.push({ file: f, ...m, limit, over: limit !== null && m.gzip > limit });
  }
  if (asJson) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log('file'.padEnd(34), 'raw'.padEnd(9), 'gzip'.padEnd(9), 'brotli'.padEnd(9), 'budget'.padEnd(9), 'status');
    for (const r of rows) {
      const status = r.limit === null ? '-' : r.over ? `OVER (+${fmt(r.gzip - r.limit)})` : `ok (${Math.round((r.gzip / r.limit) * 100)}%)`;
      console.log(r.file.padEnd(34), fmt(r.raw).padEnd(9), fmt(r.gzip).padEnd(9), fmt(r.brotli).padEnd(9),
        (r.limit ? fmt(r.limit) : '-').padEnd(9), status);
    }
  }
  reportRun({ files: rows.length, over: rows.filter((r) => r.over).length });
  process.exitCode = rows.some((r) => r.over) ? 1 : 0;
}

main();
