#!/usr/bin/env node
import { currentBranch, defaultBranch, git, localBranches, mergedInto } from './lib/git.mjs';
import { syncRemote } from './lib/sync.mjs';

const argv = new Set(process.argv.slice(2));
const remote = 'origin';
const base = defaultBranch(remote);
const here = currentBranch();
const merged = mergedInto(base);

const groups = { merged: [], gone: [], kept: [] };
for (const b of localBranches()) {
  if (b.name === base || b.name === here) { groups.kept.push(b); continue; }
  if (merged.has(b.name)) groups.merged.push(b);
  else if (b.gone) groups.gone.push(b);
  else groups.kept.push(b);
}

if (argv.has('--list') || !argv.has('--apply')) {
  for (const [g, list] of Object.entries(groups)) {
    console.log(`\n${g} (${list.length})`);
    for (const b of list) console.log(`  ${b.name.padEnd(40)} ${b.date}`);
  }
  process.exit(0);
}

const targets = argv.has('--merged') ? groups.merged : [...groups.merged, ...groups.gone];
for (const b of targets) {
  try {
    git('branch', groups.gone.includes(b) ? '-D' : '-d', b.name);
    console.log(`deleted ${b.name}`);
  } catch (e) {
    console.log(`kept ${b.name}: ${String(e.message).split('\n')[0]}`);
  }
}
const removed = syncRemote(remote, groups.kept.map((b) => b.name));
console.log(`remote synchronised (${removed.length} refs)`);
