#!/usr/bin/env node
// Lint a .env file against .env.example. Prints key names, never values.
'use strict';
const fs = require('fs');

const argv = process.argv.slice(2);
const arg = (flag, dflt) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : dflt);
const envPath = arg('--env', '.env');
const examplePath = arg('--example', '.env.example');
const ci = argv.includes('--ci');

function parse(path) {
  const entries = new Map();
  const problems = [];
  const comments = new Map();
  if (!fs.existsSync(path)) return { entries, problems: [{ kind: 'file', key: path, note: 'not found' }], comments };
  let pending = [];
  fs.readFileSync(path, 'utf8').split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) { pending = []; return; }
    if (line.startsWith('#')) { pending.push(line.replace(/^#\s?/, '')); return; }
    const m = line.match(/^(export\s+)?([A-Za-z_][A-Za-z0-9_]*)(\s*)=(\s*)(.*)$/);
    if (!m) { problems.push({ kind: 'syntax', key: `line ${i + 1}`, note: 'not KEY=value' }); return; }
    const [, exp, key, sp1, sp2, value] = m;
    if (exp) problems.push({ kind: 'syntax', key, note: '"export" prefix' });
    if (sp1 || sp2) problems.push({ kind: 'syntax', key, note: 'spaces around =' });
    if (/\s/.test(value) && !/^(['"]).*\1$/.test(value)) problems.push({ kind: 'syntax', key, note: 'unquoted value with spaces' });
    if (entries.has(key)) problems.push({ kind: 'duplicate', key, note: `also on line ${entries.get(key).line}` });
    entries.set(key, { line: i + 1, empty: value === '' || value === '""' || value === "''" });
    if (pending.length) comments.set(key, pending.join(' '));
    pending = [];
  });
  return { entries, problems, comments };
}

const env = parse(envPath);
const example = parse(examplePath);
const report = [...env.problems];

for (const [key, meta] of example.entries) {
  if (!env.entries.has(key)) {
    report.push({ kind: 'missing', key, note: example.comments.get(key) || '' });
  } else if (env.entries.get(key).empty && !meta.empty) {
    report.push({ kind: 'empty', key, note: 'example has a placeholder' });
  }
}
for (const key of env.entries.keys()) {
  if (!example.entries.has(key)) report.push({ kind: 'extra', key, note: 'not documented in example' });
}

if (report.length === 0) {
  console.log(`${envPath} matches ${examplePath} (${env.entries.size} keys)`);
} else {
  for (const r of report) console.log(`${r.kind.padEnd(9)} ${r.key}${r.note ? `  — ${r.note}` : ''}`);
  console.log(`\n${report.length} issue(s)`);
}
process.exit(ci && report.length ? 1 : 0);
