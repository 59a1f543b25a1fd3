#!/usr/bin/env node
'use strict';
const { exec } = require('child_process');
const fs = require('fs');

const LOCATIONS = [
  /at .*?\(?([\w./-]+\.(?:test|spec)\.[jt]sx?):(\d+):\d+\)?/g, // jest/vitest
  /^([\w./-]+\.py):(\d+): /gm, // pytest
  /^\s+([\w./-]+_test\.go):(\d+):/gm, // go test
];

function testCommand() {
  if (process.argv[2]) return process.argv[2];
  if (process.env.TEST_CMD) return process.env.TEST_CMD;
  if (fs.existsSync('package.json')) {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
    if (pkg.scripts && pkg.scripts.test) return 'npm test --silent';
  }
  if (fs.existsSync('pyproject.toml') || fs.existsSync('pytest.ini')) return 'pytest -q';
  if (fs.existsSync('go.mod')) return 'go test ./...';
  return null;
}

function failures(log) {
  const seen = new Set();
  for (const rx of LOCATIONS) {
    for (const m of log.matchAll(rx)) seen.add(`${m[1]}:${m[2]}`);
  }
  return [...seen].slice(0, 20);
}

const cmd = testCommand();
if (!cmd) {
  console.error('no test command found; pass one as an argument');
  process.exit(2);
}
const started = Date.now();
console.log(`running: ${cmd}`);
exec(cmd, { timeout: 15 * 60 * 1000, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
  const log = stdout + '\n' + stderr;
  fs.writeFileSync('.test-output.log', log);
  const code = err ? (err.code ?? 1) : 0;
  console.log(`exit ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const locs = failures(log);
  if (locs.length) console.log('failure locations:\n  ' + locs.join('\n  '));
  process.exit(code);
});
