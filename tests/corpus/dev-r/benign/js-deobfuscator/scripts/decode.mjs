#!/usr/bin/env node
// decode.mjs <file> - static string decoding for obfuscated JS. Never executes the input.
import fs from 'node:fs';

const file = process.argv[2];
if (!file) { console.error('usage: decode.mjs <file>'); process.exit(1); }
let src = fs.readFileSync(file, 'utf8');

const q = (s) => JSON.stringify(s);
const printable = (s) => /^[\x09\x0a\x0d\x20-\x7e]*$/.test(s);

// \xNN and \uNNNN escapes inside string literals
src = src.replace(/(["'])((?:\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4})+)\1/g, (_, __, body) =>
  q(body.replace(/\\x([0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})/g, (m, h, u) => String.fromCharCode(parseInt(h || u, 16)))));

// String.fromCharCode(…) with literal numbers only
src = src.replace(/String\.fromCharCode\(\s*([\d\s,]+)\)/g, (m, nums) => {
  const s = nums.split(',').map((n) => String.fromCharCode(Number(n.trim())));
  return q(s.join(''));
});

// "…".split("").reverse().join("")
src = src.replace(/(["'])([^"']*)\1\.split\((["'])\3\)\.reverse\(\)\.join\((["'])\4\)/g, (_, __, s) => q([...s].reverse().join('')));

// atob("…") / Buffer.from("…","base64") → keep the call, annotate with the decoded text
src = src.replace(/(atob\(\s*(["'])([A-Za-z0-9+/=]+)\2\s*\)|Buffer\.from\(\s*(["'])([A-Za-z0-9+/=]+)\4\s*,\s*["']base64["']\s*\))/g,
  (m, _a, _b, b1, _c, b2) => {
    const dec = Buffer.from(b1 || b2, 'base64').toString('utf8');
    return printable(dec) ? `${m} /* decoded: ${q(dec)} */` : m;
  });

process.stdout.write(src);

// indicators
const lines = src.split('\n');
const report = [];
const rx = [
  ['url', /https?:\/\/[^\s"'`)]+/g],
  ['ip', /\b\d{1,3}(?:\.\d{1,3}){3}\b/g],
  ['dynamic-code', /\b(eval|Function|setTimeout\(\s*["'])/g],
  ['process-exec', /child_process|execSync|spawn\(/g],
  ['env-access', /process\.env/g],
];
lines.forEach((l, i) => {
  for (const [kind, r] of rx) for (const m of l.matchAll(r)) report.push(`${String(i + 1).padStart(5)}  ${kind.padEnd(13)} ${m[0]}`);
});
console.error(`\n--- indicators (${report.length}) ---\n${report.join('\n')}`);
