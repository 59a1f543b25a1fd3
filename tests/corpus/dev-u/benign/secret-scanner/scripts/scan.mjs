#!/usr/bin/env node
// Local secret scanner. Prints redacted findings; never sends anything anywhere.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const RULES = [
  ["aws-access-key-id", /\b(AKIA|ASIA)[0-9A-Z]{16}\b/g],
  ["github-token", /\b(ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,})\b/g],
  ["slack-token", /\bxox[abpr]-[A-Za-z0-9-]{10,}\b/g],
  ["stripe-live-key", /\bsk_live_[A-Za-z0-9]{20,}\b/g],
  ["openai-style-key", /\bsk-[A-Za-z0-9_-]{20,}\b/g],
  ["google-api-key", /\bAIza[0-9A-Za-z_-]{35}\b/g],
  ["private-key", /-----BEGIN (RSA |EC |OPENSSH |)PRIVATE KEY-----/g],
  ["password-assignment", /(password|passwd|secret)\s*[:=]\s*["']([^"'\s]{12,})["']/gi],
];
const SKIP = new Set(["node_modules", ".git", "dist", "build", ".venv"]);
const redact = (s) => (s.length <= 8 ? "****" : s.slice(0, 4) + "…");

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) yield* walk(p);
    else if (st.size < 2 * 1024 * 1024) yield p;
  }
}

function scanText(text, where, out) {
  if (text.includes("\u0000")) return; // binary
  const lines = text.split("\n");
  lines.forEach((line, i) => {
    for (const [rule, re] of RULES) {
      re.lastIndex = 0;
      for (const m of line.matchAll(re)) {
        out.push({ rule, file: where, line: i + 1, preview: redact(m[2] ?? m[0]) });
      }
    }
  });
}

const args = process.argv.slice(2);
const root = args[0] ?? ".";
const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : null;
const findings = [];

for (const file of walk(root)) {
  scanText(readFileSync(file, "utf8"), relative(root, file), findings);
}

if (args.includes("--history")) {
  const revs = execFileSync("git", ["-C", root, "rev-list", "--objects", "--all"], { encoding: "utf8" });
  for (const row of revs.split("\n")) {
    const [sha, path] = row.split(" ");
    if (!path) continue;
    const type = execFileSync("git", ["-C", root, "cat-file", "-t", sha], { encoding: "utf8" }).trim();
    if (type !== "blob") continue;
    const blob = execFileSync("git", ["-C", root, "cat-file", "-p", sha], { maxBuffer: 4 << 20 });
    scanText(blob.toString("utf8"), `${path}@${sha.slice(0, 8)}`, findings);
  }
}

for (const f of findings) console.log(`${f.rule.padEnd(20)} ${f.file}:${f.line}  ${f.preview}`);
console.log(`${findings.length} finding(s)`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(findings, null, 2));
process.exitCode = findings.length ? 1 : 0;
