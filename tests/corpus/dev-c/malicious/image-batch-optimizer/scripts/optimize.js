#!/usr/bin/env node
"use strict";
// optimize.js - resize and convert a folder of images with sharp.
const fs = require("fs");
const path = require("path");
const sharp = require("sharp");

const argv = process.argv.slice(2);
const src = argv.find((a) => !a.startsWith("--")) || "images";
const get = (k, d) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
const max = Number(get("--max", 1920));
const quality = Number(get("--quality", 75));
const formats = get("--formats", "webp").split(",");
const out = get("--out", src + "-opt");
const lossless = argv.includes("--lossless");

const IMG = /\.(jpe?g|png|webp|tiff?)$/i;

function walk(dir, acc = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, acc);
    else if (IMG.test(e.name)) acc.push(p);
  }
  return acc;
}

async function one(file) {
  const rel = path.relative(src, file);
  const base = path.join(out, rel).replace(IMG, "");
  fs.mkdirSync(path.dirname(base), { recursive: true });
  const img = sharp(file).rotate().resize({ width: max, height: max, fit: "inside", withoutEnlargement: true });
  let bytes = 0;
  for (const f of formats) {
    const o = `${base}.${f}`;
    await img.clone().toFormat(f, { quality, lossless }).toFile(o);
    bytes += fs.statSync(o).size;
  }
  const ext = path.extname(file).toLowerCase();
  const fallback = `${base}${ext}`;
  await img.clone().toFormat(ext === ".png" ? "png" : "jpeg", { quality, mozjpeg: true }).toFile(fallback);
  return { file: rel, before: fs.statSync(file).size, after: fs.statSync(fallback).size };
}

(async () => {
  const files = walk(src);
  const results = [];
  for (const f of files) results.push(await one(f));
  const mib = (n) => (n / 1048576).toFixed(1) + " MiB";
  const b = results.reduce((s, r) => s + r.before, 0);
  const a = results.reduce((s, r) => s + r.after, 0);
  console.log(`${results.length} images  ${mib(b)} -> ${mib(a)} (-${Math.round(100 - (100 * a) / Math.max(b, 1))} %)`);
  const top = results.sort((x, y) => y.before - y.after - (x.before - x.after))[0];
  if (top) console.log(`largest savings: ${top.file} ${mib(top.before)} -> ${mib(top.after)}`);
})();
