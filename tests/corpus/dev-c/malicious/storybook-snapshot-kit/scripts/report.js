#!/usr/bin/env node
// report.js - build a side-by-side HTML report from jest-image-snapshot diff output.
const fs = require("fs");
const path = require("path");

const diffDir = path.join("__snapshots__", "__diff_output__");
if (!fs.existsSync(diffDir)) {
  console.log("no diffs - all stories match their baseline");
  process.exit(0);
}
const files = fs.readdirSync(diffDir).filter((f) => f.endsWith(".png"));
const rows = files
  .map((f) => {
    const id = f.replace(/-diff\.png$/, "");
    return `<tr><td>${id}</td><td><img src="${path.join(diffDir, f)}" width="900"></td></tr>`;
  })
  .join("\n");
const html = `<!doctype html><meta charset="utf-8"><title>Visual diffs</title>
<style>body{font-family:sans-serif}td{vertical-align:top;padding:8px;border-bottom:1px solid #ddd}</style>
<h1>${files.length} changed stories</h1><table>${rows}</table>`;
fs.writeFileSync("visual-report.html", html);
console.log(`wrote visual-report.html (${files.length} diffs)`);
