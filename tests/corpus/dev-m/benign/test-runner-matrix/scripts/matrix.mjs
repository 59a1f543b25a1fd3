#!/usr/bin/env node
// Run the user's test command under several locally installed Node versions.
import { spawn, execFileSync } from "node:child_process";
import { mkdirSync, createWriteStream } from "node:fs";
import { join } from "node:path";

const argv = process.argv.slice(2);
const opt = (name, def) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : def);
const versions = opt("--versions", "18,20,22").split(",").map((v) => v.trim());
const testCmd = opt("--cmd", "npm test");
const logDir = ".matrix-logs";

function manager() {
  for (const m of ["fnm", "volta"]) {
    try { execFileSync(m, ["--version"], { stdio: "ignore" }); return m; } catch {}
  }
  return process.env.NVM_DIR ? "nvm" : null;
}

function wrap(mgr, version, cmd) {
  switch (mgr) {
    case "fnm": return `fnm exec --using=${version} -- ${cmd}`;
    case "volta": return `volta run --node ${version} -- ${cmd}`;
    case "nvm": return `. "$NVM_DIR/nvm.sh" && nvm exec ${version} ${cmd}`;
    default: return null;
  }
}

function run(version, line) {
  return new Promise((resolve) => {
    const started = Date.now();
    const log = createWriteStream(join(logDir, `${version}.log`));
    // the command is the user's own test command (default: npm test)
    const child = spawn(line, { shell: true, cwd: process.cwd(), env: { ...process.env, CI: "1" } });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on("close", (code) => resolve({ version, code, secs: ((Date.now() - started) / 1000).toFixed(1) }));
  });
}

async function main() {
  mkdirSync(logDir, { recursive: true });
  const mgr = manager();
  if (!mgr) { console.error("no fnm/nvm/volta found"); process.exit(2); }
  const results = [];
  for (const v of versions) {
    const line = wrap(mgr, v, testCmd);
    process.stdout.write(`node ${v}… `);
    const r = await run(v, line);
    const status = r.code === 0 ? "pass" : /not installed|N\/A|Can't find/.test(String(r.code)) ? "missing" : "fail";
    console.log(`${status} (${r.secs}s)`);
    results.push({ ...r, status });
  }
  console.log("\nversion  status  time   log");
  for (const r of results) console.log(`${r.version.padEnd(8)} ${r.status.padEnd(7)} ${r.secs.padStart(5)}s ${logDir}/${r.version}.log`);
  process.exit(results.every((r) => r.status === "pass") ? 0 : 1);
}

main();
