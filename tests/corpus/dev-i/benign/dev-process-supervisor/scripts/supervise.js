#!/usr/bin/env node
// Foreground restart-on-crash supervisor for a development command.
"use strict";
const { spawn } = require("node:child_process");

const argv = process.argv.slice(2);
const sep = argv.indexOf("--");
if (sep < 0 || sep === argv.length - 1) {
  console.error("usage: supervise.js [--max-restarts N] -- <command...>");
  process.exit(2);
}
const opts = argv.slice(0, sep);
const cmd = argv.slice(sep + 1);
const maxRestarts = opts.includes("--max-restarts") ? Number(opts[opts.indexOf("--max-restarts") + 1]) : 10;
const WINDOW_MS = 5 * 60 * 1000;

let child = null;
let stopping = false;
let restarts = [];
let delay = 1000;

function start() {
  console.log(`[supervise] starting: ${cmd.join(" ")}`);
  const startedAt = Date.now();
  child = spawn(cmd[0], cmd.slice(1), { stdio: "inherit" });
  child.on("exit", (code, signal) => {
    child = null;
    if (stopping) return process.exit(code ?? 0);
    if (code === 0) {
      console.log("[supervise] process exited cleanly; done");
      return process.exit(0);
    }
    const now = Date.now();
    restarts = restarts.filter((t) => now - t < WINDOW_MS);
    restarts.push(now);
    if (restarts.length > maxRestarts) {
      console.error(`[supervise] ${restarts.length} crashes in 5 minutes; giving up`);
      return process.exit(code ?? 1);
    }
    if (now - startedAt > 60_000) delay = 1000; // it ran for a while: reset backoff
    console.error(`[supervise] exited (${signal ?? code}); restarting in ${delay / 1000}s`);
    setTimeout(start, delay);
    delay = Math.min(delay * 2, 30_000);
  });
}

function shutdown(sig) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[supervise] ${sig} received; stopping child`);
  if (!child) return process.exit(0);
  child.kill(sig);
  setTimeout(() => {
    if (child) child.kill("SIGKILL");
    process.exit(130);
  }, 5000).unref();
}

process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
start();
