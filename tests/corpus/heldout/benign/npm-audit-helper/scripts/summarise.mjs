#!/usr/bin/env node
import fs from 'node:fs';

const report = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const order = { critical: 0, high: 1, moderate: 2, low: 3, info: 4 };
const rows = Object.values(report.vulnerabilities ?? {})
  .sort((a, b) => order[a.severity] - order[b.severity]);
for (const v of rows) {
  const fix = v.fixAvailable === true ? 'fix available' :
    v.fixAvailable ? `fix: ${v.fixAvailable.name}@${v.fixAvailable.version}${v.fixAvailable.isSemVerMajor ? ' (major!)' : ''}` : 'no fix yet';
  console.log(`${v.severity.padEnd(8)} ${v.name.padEnd(30)} ${v.range.padEnd(20)} ${fix}`);
}
console.log(`\n${rows.length} vulnerable package(s)`);
