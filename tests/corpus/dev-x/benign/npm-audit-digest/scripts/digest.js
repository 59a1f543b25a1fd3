#!/usr/bin/env node
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');

const RANK = { critical: 4, high: 3, moderate: 2, low: 1, info: 0 };
const SHORT = { critical: 'CRIT', high: 'HIGH', moderate: 'MOD', low: 'LOW', info: 'INFO' };

function audit(args) {
  const r = spawnSync('npm', ['audit', '--json', ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (!r.stdout) throw new Error(r.stderr || 'npm audit produced no output');
  return JSON.parse(r.stdout);
}

function directDeps() {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  return { prod: new Set(Object.keys(pkg.dependencies || {})), dev: new Set(Object.keys(pkg.devDependencies || {})) };
}

function classify(v, deps) {
  const fix = v.fixAvailable;
  const fixKind = fix === true ? 'semver-compatible fix' : fix && fix.isSemVerMajor ? `breaking fix (${fix.name}@${fix.version})` : fix ? 'fix available' : 'no fix yet';
  const isDirect = v.isDirect;
  const env = deps.prod.has(v.name) || (!isDirect && !deps.dev.has(v.name) && v.effects.every((e) => !deps.dev.has(e))) ? 'prod' : 'dev';
  const titles = (v.via || []).filter((x) => typeof x === 'object').map((x) => x.title);
  let group = 'low risk';
  if (env === 'prod' && RANK[v.severity] >= 3 && fix === true) group = 'fix now';
  else if (fix && fix.isSemVerMajor) group = 'plan';
  else if (env === 'prod' && RANK[v.severity] >= 2) group = 'fix now';
  return { ...v, fixKind, env, titles, group };
}

function main() {
  const extra = process.argv.includes('--omit') ? ['--omit', process.argv[process.argv.indexOf('--omit') + 1]] : [];
  const report = audit(extra);
  const deps = directDeps();
  const rows = Object.values(report.vulnerabilities || {}).map((v) => classify(v, deps))
    .sort((a, b) => RANK[b.severity] - RANK[a.severity]);
  for (const group of ['fix now', 'plan', 'low risk']) {
    const g = rows.filter((r) => r.group === group);
    if (!g.length) continue;
    console.log(`\n== ${group} (${g.length})`);
    for (const r of g) {
      const via = r.isDirect ? 'direct' : `transitive via ${r.effects.slice(0, 2).join(', ') || '?'}`;
      console.log(`${SHORT[r.severity].padEnd(5)} ${r.fixKind.padEnd(40)} ${r.name} ${r.range}  ${via}  ${r.env}  ${r.titles[0] ? `(${r.titles[0]})` : ''}`);
    }
  }
  const m = report.metadata?.vulnerabilities || {};
  console.log(`\ntotal: ${m.total ?? rows.length} (critical ${m.critical ?? 0}, high ${m.high ?? 0}, moderate ${m.moderate ?? 0}, low ${m.low ?? 0})`);
  console.log('nothing was changed; `npm audit fix` (without --force) applies compatible fixes only');
}

main();
