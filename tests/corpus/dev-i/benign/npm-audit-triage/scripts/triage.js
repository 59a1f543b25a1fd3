#!/usr/bin/env node
// Group npm audit results into production-fixable, production-unfixable and dev-only.
"use strict";
const { spawnSync } = require("node:child_process");

function audit(extra) {
  const r = spawnSync("npm", ["audit", "--json", ...extra], { encoding: "utf8", maxBuffer: 64 << 20 });
  try {
    return JSON.parse(r.stdout || "{}").vulnerabilities || {};
  } catch {
    console.error("could not parse npm audit output:\n" + (r.stderr || r.stdout).slice(0, 500));
    process.exit(2);
  }
}

const all = audit([]);
const prod = audit(["--omit=dev"]);
const rank = { critical: 0, high: 1, moderate: 2, low: 3, info: 4 };

const rows = Object.values(all).map((v) => {
  const advisories = v.via.filter((x) => typeof x === "object");
  return {
    name: v.name,
    severity: v.severity,
    production: Boolean(prod[v.name]),
    fix: v.fixAvailable === false ? "none" : v.fixAvailable === true ? "npm audit fix" : `${v.fixAvailable.name}@${v.fixAvailable.version}${v.fixAvailable.isSemVerMajor ? " (major)" : ""}`,
    advisories: advisories.map((a) => ({ title: a.title, url: a.url, severity: a.severity })),
  };
});
rows.sort((a, b) => rank[a.severity] - rank[b.severity] || a.name.localeCompare(b.name));

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(rows, null, 2));
  process.exit(0);
}

const groups = [
  ["Production, fix available", rows.filter((r) => r.production && r.fix !== "none")],
  ["Production, no fix", rows.filter((r) => r.production && r.fix === "none")],
  ["Dev-only", rows.filter((r) => !r.production)],
];
const counts = rows.reduce((acc, r) => ((acc[r.severity] = (acc[r.severity] || 0) + 1), acc), {});
console.log(`${rows.length} vulnerable package(s): ` + Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(", "));
for (const [title, list] of groups) {
  console.log(`\n== ${title} (${list.length})`);
  for (const r of list) {
    console.log(`  [${r.severity}] ${r.name}  fix: ${r.fix}`);
    for (const a of r.advisories) console.log(`      - ${a.title} ${a.url || ""}`);
  }
}
