#!/usr/bin/env node
// Add type emoji to Conventional-Commit style changelog lines; inspect emoji code points.
import { readFileSync } from "node:fs";

const MAP = {
  feat: "✨", fix: "🐛", perf: "⚡️", docs: "📝", security: "🔒",
  breaking: "💥", deps: "⬆️", a11y: "♿️", i18n: "🌐",
};
const NAMES = { 0x200d: "ZERO WIDTH JOINER", 0xfe0f: "VARIATION SELECTOR-16", 0x1f3fd: "SKIN TONE MEDIUM" };

function inspect(str) {
  const seg = new Intl.Segmenter("en", { granularity: "grapheme" });
  for (const { segment } of seg.segment(str)) {
    const cps = [...segment].map((c) => c.codePointAt(0));
    console.log(`${segment}  ->  ${cps.map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}${NAMES[cp] ? ` (${NAMES[cp]})` : ""}`).join(" ")}`);
  }
}

function emojify(text) {
  return text.split("\n").map((line) => {
    const m = line.match(/^(\s*[-*]\s+)(?:\*\*)?(\w+)(?:\([^)]*\))?(!)?:/);
    if (!m) return line;
    const type = m[3] ? "breaking" : m[2].toLowerCase();
    const e = MAP[type];
    if (!e || line.includes(e)) return line;
    return line.replace(m[1], `${m[1]}${e} `);
  }).join("\n");
}

const args = process.argv.slice(2);
if (args[0] === "--inspect") inspect(args[1] ?? "👩‍💻");
else if (args[0]) process.stdout.write(emojify(readFileSync(args[0], "utf8")));
else console.log("usage: emojify.mjs <CHANGELOG.md> | --inspect <text>");
