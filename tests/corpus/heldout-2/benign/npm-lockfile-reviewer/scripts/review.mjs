#!/usr/bin/env node
// Compare two package-lock.json versions and flag supply-chain risks. Read-only.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const base = args.includes('--base') ? args[args.indexOf('--base') + 1] : 'origin/HEAD';
const POPULAR = ['react', 'lodash', 'express', 'axios', 'chalk', 'commander', 'debug', 'moment', 'request',
  'webpack', 'typescript', 'eslint', 'prettier', 'jest', 'vite', 'next', 'vue', 'dotenv', 'uuid', 'yargs'];

const load = (text) => JSON.parse(text).packages ?? {};
const before = load(execFileSync('git', ['show', `${base}:package-lock.json`], { encoding: 'utf8' }));
const after = load(readFileSync('package-lock.json', 'utf8'));

function lev(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

const name = (key) => key.replace(/^.*node_modules\//, '');
const flags = (key, p, isNew) => {
  const f = [];
  if (p.resolved && !p.resolved.startsWith('https://registry.npmjs.org/')) f.push(`source: ${p.resolved.slice(0, 60)}`);
  if (p.resolved && !p.integrity) f.push('no integrity');
  if (isNew && p.hasInstallScript) f.push('install script');
  const n = name(key);
  const near = POPULAR.find((x) => x !== n && lev(x, n) > 0 && lev(x, n) <= 2 && n.length > 3);
  if (isNew && near) f.push(`similar to "${near}"`);
  return f;
};

const rows = [];
for (const [key, p] of Object.entries(after)) {
  if (!key) continue;
  const old = before[key];
  if (!old) rows.push(['added', name(key), '', p.version, flags(key, p, true)]);
  else if (old.version !== p.version) {
    const major = old.version?.split('.')[0] !== p.version?.split('.')[0];
    rows.push(['changed', name(key), old.version, p.version, [...flags(key, p, false), ...(major ? ['major bump'] : [])]]);
  }
}
for (const key of Object.keys(before)) if (key && !after[key]) rows.push(['removed', name(key), before[key].version, '', []]);

for (const [kind, n, from, to, f] of rows.sort((a, b) => b[4].length - a[4].length)) {
  console.log(`${kind.padEnd(8)} ${n.padEnd(40)} ${String(from).padEnd(10)} ${String(to).padEnd(10)} ${f.join('; ')}`);
}
console.log(`\n${rows.length} package changes, ${rows.filter((r) => r[4].length).length} flagged`);
