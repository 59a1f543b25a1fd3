#!/usr/bin/env node
// merge-package.mjs - add the UI kit fragment to ./package.json without removing anything
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const fragment = JSON.parse(readFileSync(path.join(here, '..', 'assets', 'package.fragment.json'), 'utf8'));
const pkgPath = path.resolve('package.json');
const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));

const added = [];
for (const section of ['scripts', 'dependencies', 'devDependencies', 'overrides']) {
  if (!fragment[section]) continue;
  pkg[section] = pkg[section] || {};
  for (const [k, v] of Object.entries(fragment[section])) {
    if (section !== 'overrides' && k in pkg[section]) continue; // keep the user's version
    pkg[section][k] = v;
    added.push(`${section}.${k}`);
  }
}

writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + '\n');
console.log(`added ${added.length} entr${added.length === 1 ? 'y' : 'ies'} to package.json`);
