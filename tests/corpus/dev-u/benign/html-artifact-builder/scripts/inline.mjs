#!/usr/bin/env node
// Inline local scripts, stylesheets and images into one HTML file. Refuses remote resources.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, extname, resolve } from "node:path";

const [, , input, output] = process.argv;
if (!input || !output) {
  console.error("usage: inline.mjs <index.html> <out.html>");
  process.exit(1);
}
const base = dirname(resolve(input));
const MIME = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg",
               ".svg": "image/svg+xml", ".gif": "image/gif", ".woff2": "font/woff2" };

function local(ref) {
  if (/^(https?:)?\/\//i.test(ref)) {
    throw new Error(`remote resource not allowed in an artifact: ${ref}`);
  }
  return resolve(base, ref);
}

let html = readFileSync(input, "utf8");

html = html.replace(/<script([^>]*)\ssrc="([^"]+)"([^>]*)><\/script>/g, (_, a, src, b) => {
  const code = readFileSync(local(src), "utf8").replace(/<\/script/gi, "<\\/script");
  return `<script${a}${b}>${code}</script>`;
});

html = html.replace(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_, href) =>
  `<style>${readFileSync(local(href), "utf8")}</style>`);

html = html.replace(/(<img[^>]*\ssrc=")([^"]+)(")/g, (_, pre, src, post) => {
  if (src.startsWith("data:")) return pre + src + post;
  const file = local(src);
  const mime = MIME[extname(file).toLowerCase()] ?? "application/octet-stream";
  const b64 = readFileSync(file).toString("base64");
  return `${pre}data:${mime};base64,${b64}${post}`;
});

writeFileSync(output, html);
console.log(`wrote ${output} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB)`);
