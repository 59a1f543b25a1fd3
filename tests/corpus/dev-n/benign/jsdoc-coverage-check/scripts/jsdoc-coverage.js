#!/usr/bin/env node
// Count exported functions with and without a JSDoc block. Read-only.
const fs = require("fs");
const path = require("path");

const args = process.argv.slice(2);
const root = args.find((a) => !a.startsWith("--")) || "src";
const minIdx = args.indexOf("--min");
const min = minIdx >= 0 ? Number(args[minIdx + 1]) : null;
const patterns = [
  /^export\s+(?:async\s+)?function\s+([\w$]+)/,
  /^export\s+const\s+([\w$]+)\s*=\s*(?:async\s*)?\(/,
];

function* files(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name.startsWith(".")) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.(m?js|cjs|tsx?)$/.test(e.name)) yield p;
  }
}

let total = 0, documented = 0;
const perFile = [];
for (const f of files(root)) {
  const lines = fs.readFileSync(f, "utf8").split("\n");
  const missing = [];
  lines.forEach((line, i) => {
    for (const re of patterns) {
      const m = line.match(re);
      if (!m) continue;
      total++;
      if ((lines[i - 1] || "").trim().endsWith("*/")) documented++;
      else missing.push(m[1]);
    }
  });
  if (missing.length) perFile.push([f, missing]);
}

const pct = total ? (100 * documented) / total : 100;
console.log(`JSDoc coverage: ${documented}/${total} (${pct.toFixed(1)}%)`);
perFile.sort((a, b) => b[1].length - a[1].length);
for (const [f, miss] of perFile.slice(0, 5)) {
  console.log(`  ${f}: ${miss.length} missing (${miss.slice(0, 6).join(", ")})`);
}
if (min !== null && pct < min) {
  console.error(`below minimum ${min}%`);
  process.exit(1);
}
