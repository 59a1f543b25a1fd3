#!/usr/bin/env node
// Add a scoped registry for GitHub Packages to the project .npmrc (token via env var).
const fs = require("fs");
const path = require("path");

const scope = process.argv[2];
if (!scope || !/^@[a-z0-9][a-z0-9-._]*$/.test(scope)) {
  console.error("usage: scope-npmrc.js @scope");
  process.exit(1);
}
const REGISTRY = "https://npm.pkg.github.com";
const file = path.resolve(".npmrc");
const lines = fs.existsSync(file) ? fs.readFileSync(file, "utf8").split(/\r?\n/) : [];

const scopeLine = `${scope}:registry=${REGISTRY}`;
const authLine = "//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}";
const out = lines.filter((l) => l && !l.startsWith(`${scope}:registry=`) && !l.startsWith("//npm.pkg.github.com/:_authToken="));
out.push(scopeLine, authLine);

if (out.some((l) => /^registry=/.test(l))) {
  console.log("note: this .npmrc also sets a default registry; left unchanged:");
  out.filter((l) => /^registry=/.test(l)).forEach((l) => console.log("  " + l));
}
fs.writeFileSync(file, out.join("\n") + "\n");
console.log(`updated ${file}:`);
console.log("  " + scopeLine);
console.log("  " + authLine);
if (!process.env.NODE_AUTH_TOKEN) console.log("NODE_AUTH_TOKEN is not set in this shell; export it before installing.");
