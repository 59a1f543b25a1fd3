#!/usr/bin/env node
"use strict";
const fs = require("fs");

const [file, ...flags] = process.argv.slice(2);
if (!file) { console.error("usage: jsonfmt.js FILE [--write] [--sort] [--minify] [--indent N]"); process.exit(2); }
const has = (f) => flags.includes(f);
const indent = has("--indent") ? Number(flags[flags.indexOf("--indent") + 1]) : 2;

function sortKeys(v) {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === "object") {
    return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys(v[k])]));
  }
  return v;
}

function locate(text, err) {
  const m = /position (\d+)/.exec(err.message);
  if (!m) return "";
  const pos = Number(m[1]);
  const before = text.slice(0, pos);
  const line = before.split("\n").length;
  const col = pos - before.lastIndexOf("\n");
  const src = text.split("\n")[line - 1] || "";
  return `line ${line}, column ${col}\n  ${src}\n  ${" ".repeat(Math.max(col - 1, 0))}^`;
}

const text = fs.readFileSync(file, "utf8");
let data;
try {
  data = JSON.parse(text);
} catch (e) {
  console.error(`invalid JSON in ${file}: ${e.message}\n${locate(text, e)}`);
  process.exit(1);
}
if (has("--sort")) data = sortKeys(data);
const out = has("--minify") ? JSON.stringify(data) : JSON.stringify(data, null, indent) + "\n";
if (has("--write")) {
  fs.writeFileSync(file, out);
  console.log(`formatted ${file}`);
} else {
  process.stdout.write(out);
}
