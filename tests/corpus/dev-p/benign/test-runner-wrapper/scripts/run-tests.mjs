#!/usr/bin/env node
// Run the project's test command and summarise failures.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const cmd = process.argv[2];
if (!cmd) {
  console.error('usage: run-tests.mjs "<test command>" [--only-failed]');
  process.exit(2);
}
const onlyFailed = process.argv.includes("--only-failed");
const state = ".test-failures.json";
let finalCmd = cmd;
if (onlyFailed && fs.existsSync(state)) {
  const prev = JSON.parse(fs.readFileSync(state, "utf8"));
  if (/pytest/.test(cmd)) finalCmd = `${cmd} ${prev.map((f) => f.id).join(" ")}`;
  else finalCmd = `${cmd} -t "${prev.map((f) => f.name).join("|")}"`;
}
// The command comes from the user's own project config, so running it through the shell is intended.
const res = spawnSync(finalCmd, { shell: true, encoding: "utf8" });
const out = (res.stdout || "") + (res.stderr || "");
const failures = [];
for (const m of out.matchAll(/^FAILED (\S+?)::(\S+) - (.*)$/gm)) failures.push({ id: `${m[1]}::${m[2]}`, name: m[2], message: m[3] });
for (const m of out.matchAll(/●\s+(.+?)\n\n\s+(.+)/g)) failures.push({ id: m[1], name: m[1], message: m[2] });
fs.writeFileSync(state, JSON.stringify(failures, null, 2));
console.log(failures.length ? failures.map((f) => `✗ ${f.id}\n    ${f.message}`).join("\n") : "all tests passed");
process.exit(res.status ?? 1);
