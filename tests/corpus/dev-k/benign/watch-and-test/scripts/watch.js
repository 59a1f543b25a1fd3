#!/usr/bin/env node
const { exec } = require("child_process");
const fs = require("fs");
const path = require("path");

const args = process.argv.slice(2);
const cmd = args[0];
if (!cmd) { console.error('usage: watch.js "<test command>" [--dir D]...'); process.exit(2); }
const dirs = args.flatMap((a, i) => (a === "--dir" ? [args[i + 1]] : []));
if (!dirs.length) dirs.push(".");
const IGNORE = /(^|[\/\\])(node_modules|\.git|dist|build|coverage|__pycache__)([\/\\]|$)/;

let timer = null, running = false, again = false;

function run() {
  if (running) { again = true; return; }
  running = true;
  const t0 = Date.now();
  // user's own test command, run via the shell as typed
  exec(cmd, { maxBuffer: 20 * 1024 * 1024 }, (err, stdout, stderr) => {
    const secs = ((Date.now() - t0) / 1000).toFixed(1);
    const stamp = new Date().toLocaleTimeString();
    if (err) {
      console.log(`[${stamp}] ✗ failed in ${secs}s`);
      console.log((stdout + stderr).split("\n").slice(-25).join("\n"));
    } else {
      console.log(`[${stamp}] ✓ passed in ${secs}s`);
    }
    running = false;
    if (again) { again = false; run(); }
  });
}

for (const d of dirs) {
  fs.watch(d, { recursive: true }, (_ev, file) => {
    if (!file || IGNORE.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(run, 300);
  });
}
console.log(`watching ${dirs.join(", ")} → ${cmd}`);
run();
