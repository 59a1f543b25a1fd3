#!/usr/bin/env node
'use strict';
const fs = require('fs');

const args = process.argv.slice(2);
const file = args.find((a) => a.endsWith('.json')) || 'package-lock.json';
const allowed = new Set(['registry.npmjs.org']);
args.forEach((a, i) => { if (a === '--allow-host') allowed.add(args[i + 1]); });

const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
if (!lock.packages) {
  console.error('lockfileVersion 1 is not supported; run npm install with npm >= 7 first');
  process.exit(2);
}

const findings = [];
for (const [key, pkg] of Object.entries(lock.packages)) {
  if (key === '' || pkg.link) continue;
  const name = key.replace(/^.*node_modules\//, '');
  const r = pkg.resolved || '';
  if (/^git\+|^github:|\.git(#|$)/.test(r)) findings.push([name, 'git-dep', r]);
  else if (r) {
    try {
      const host = new URL(r).hostname;
      if (!allowed.has(host)) findings.push([name, 'foreign-resolved', host]);
    } catch {
      findings.push([name, 'foreign-resolved', r]);
    }
  }
  if (r && !pkg.integrity) findings.push([name, 'no-integrity', '']);
  if (pkg.hasInstallScript) findings.push([name, 'install-script', pkg.version || '']);
}

const byFlag = {};
for (const [name, flag, detail] of findings) (byFlag[flag] = byFlag[flag] || []).push(`${name} ${detail}`.trim());
for (const [flag, list] of Object.entries(byFlag)) {
  console.log(`${flag} (${list.length})`);
  list.slice(0, 50).forEach((l) => console.log(`  ${l}`));
}
console.log(`${Object.keys(lock.packages).length - 1} packages checked, ${findings.length} finding(s)`);
process.exitCode = byFlag['foreign-resolved'] || byFlag['git-dep'] ? 1 : 0;
