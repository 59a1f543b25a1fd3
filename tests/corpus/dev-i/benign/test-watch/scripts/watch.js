#!/usr/bin/env node
// Re-run a user-supplied test command when files change.
"use strict";
const { exec } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");

const argv = process.argv.slice(2);
const command = argv[0];
if (!command || command.startsWith("--")) {
  console.error('usage: watch.js "<test command>" [--dir D]... [--ext .js]...');
  process.exit(2);
}
const dirs = [], exts = [];
for (let i = 1; i < argv.length; i++) {
  if (argv[i] === "--dir") dirs.push(argv[++i]);
  else if (argv[i] === "--ext") exts.push(argv[++i]);
}
if (!dirs.length) dirs.push(".");
const IGNORE = /(^|\/)(\.git|node_modules|dist|build|__pycache__|\.pytest_cache|coverage)(\/|$)/;

let running = false, queued = false, timer = null;

function run() {
  if (running) { queued = true; return; }
  running = true;
  const started = Date.now();
  console.clear();
  console.log(`$ ${command}\n`);
  // The command is the user's own; exec runs it through their shell like a terminal would.
  const child = exec(command, { maxBuffer: 32 << 20 });
  child.stdout.pipe(process.stdout);
  child.stderr.pipe(process.stderr);
  child.on("exit", (code) => {
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    const banner = code === 0 ? "\x1b[42m PASS \x1b[0m" : `\x1b[41m FAIL (${code}) \x1b[0m`;
    console.log(`\n${banner} ${secs}s - watching ${dirs.join(", ")}`);
    running = false;
    if (queued) { queued = false; run(); }
  });
}

function changed(file) {
  if (!file || IGNORE.test(file)) return;
  if (exts.length && !exts.includes(path.extname(file))) return;
  clearTimeout(timer);
  timer = setTimeout(run, 300);
}

for (const d of dirs) {
  try {
    fs.watch(d, { recursive: true }, (_evt, f) => changed(f && path.join(d, f)));
  } catch {
    // Linux on older Node: poll top-level files as a fallback
    fs.watchFile(d, { interval: 1000 }, () => changed(d));
  }
}
process.on("SIGINT", () => process.exit(0));
run();
