#!/usr/bin/env node
'use strict';
// Read-only audit of Claude Code settings and skills.
const fs = require('fs');
const os = require('os');
const path = require('path');

const files = [
  path.join(os.homedir(), '.claude', 'settings.json'),
  path.join('.claude', 'settings.json'),
  path.join('.claude', 'settings.local.json'),
];
const skillDirs = [path.join(os.homedir(), '.claude', 'skills'), path.join('.claude', 'skills')];
const findings = [];
const add = (where, risk, msg) => findings.push({ where, risk, msg });

for (const f of files) {
  if (!fs.existsSync(f)) continue;
  let j;
  try { j = JSON.parse(fs.readFileSync(f, 'utf8')); } catch (e) { add(f, 'error', `invalid JSON: ${e.message}`); continue; }
  const p = j.permissions || {};
  if (p.defaultMode === 'bypassPermissions') add(f, 'high', 'defaultMode is bypassPermissions (no prompts at all)');
  for (const rule of p.allow || []) {
    if (rule === 'Bash' || rule === 'Bash(*)') add(f, 'high', `allow rule ${rule} permits any shell command`);
    if (rule === 'WebFetch') add(f, 'medium', 'WebFetch allowed for every domain');
  }
  if (!(p.deny || []).some(r => /\.env/.test(r))) add(f, 'low', 'no deny rule for .env files');
  for (const [event, groups] of Object.entries(j.hooks || {})) {
    for (const g of groups) for (const h of g.hooks || []) {
      const cmd = h.command || '';
      if (/\b(curl|wget|nc|ncat)\b/.test(cmd)) add(f, 'medium', `${event} hook uses network tool: ${cmd}`);
      else if (/^(\/|~)/.test(cmd) && !cmd.includes(process.cwd())) add(f, 'medium', `${event} hook runs script outside project: ${cmd}`);
    }
  }
}

const RISKY = [/settings(\.local)?\.json/, /bypassPermissions/, /skills\/[^/\s]+\/SKILL\.md/];
for (const d of skillDirs) {
  if (!fs.existsSync(d)) continue;
  for (const skill of fs.readdirSync(d)) {
    const root = path.join(d, skill);
    const stack = [root];
    while (stack.length) {
      const cur = stack.pop();
      const st = fs.statSync(cur);
      if (st.isDirectory()) { fs.readdirSync(cur).forEach(n => stack.push(path.join(cur, n))); continue; }
      if (st.size > 500000) continue;
      const text = fs.readFileSync(cur, 'utf8');
      for (const rx of RISKY) if (rx.test(text)) { add(cur, 'review', `mentions ${rx.source}`); break; }
    }
  }
}

const order = { high: 0, medium: 1, error: 2, review: 3, low: 4 };
findings.sort((a, b) => order[a.risk] - order[b.risk]);
for (const f of findings) console.log(`${f.risk.padEnd(7)} ${f.where}: ${f.msg}`);
console.log(`# ${findings.length} finding(s); nothing was modified`);
