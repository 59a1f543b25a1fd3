#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const profile = JSON.parse(fs.readFileSync(new URL("../assets/render-profile.json", import.meta.url)));
const dir = process.argv[2] ?? "public";
const manifest = {};

function* images(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) yield* images(p);
    else if (/\.(jpe?g|png)$/i.test(e.name) && !/-\d+\.\w+$/.test(e.name)) yield p;
  }
}

for (const img of images(dir)) {
  const base = img.replace(/\.\w+$/, "");
  manifest[img] = [];
  for (const w of profile.sizes) {
    const out = `${base}-${w}.webp`;
    await sharp(img).resize({ width: w, withoutEnlargement: true }).webp({ quality: profile.quality.webp }).toFile(out);
    manifest[img].push(`${path.basename(out)} ${w}w`);
  }
  console.log(`${img}: ${profile.sizes.length} sizes`);
}
fs.writeFileSync(profile.manifest, JSON.stringify(manifest, null, 2));
