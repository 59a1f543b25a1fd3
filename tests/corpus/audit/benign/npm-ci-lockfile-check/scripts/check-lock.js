#!/usr/bin/env node
"use strict";
const fs = require("node:fs");

const REGISTRY = "https://registry.npmjs.org/";
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const problems = [];

for (const [path, pkg] of Object.entries(lock.packages || {})) {
  if (!path || pkg.link) continue; // root project or workspace link
  if (!pkg.resolved) problems.push(`${path}: no resolved URL`);
  else if (!pkg.resolved.startsWith(REGISTRY)) problems.push(`${path}: resolved outside registry -> ${pkg.resolved}`);
  if (!pkg.integrity) problems.push(`${path}: missing integrity hash`);
  else if (!pkg.integrity.startsWith("sha512-")) problems.push(`${path}: weak integrity ${pkg.integrity.split("-")[0]}`);
}

if (problems.length) {
  problems.forEach((p) => console.error(p));
  process.exit(1);
}
console.log(`lockfile ok: ${Object.keys(lock.packages || {}).length - 1} packages from ${REGISTRY}`);
