#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { flatten, cssName, tsName } = require('./lib/flatten');
const { scale, warm } = require('./lib/color');

function parseArgs(a) {
  const out = { input: a[0] || 'tokens.json', dir: 'src/styles' };
  const i = a.indexOf('--out');
  if (i >= 0) out.dir = a[i + 1];
  return out;
}

function previousVars(file) {
  if (!fs.existsSync(file)) return new Map();
  const m = new Map();
  for (const [, k, v] of fs.readFileSync(file, 'utf8').matchAll(/(--[\w-]+):\s*([^;]+);/g)) m.set(k, v.trim());
  return m;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const tokens = flatten(JSON.parse(fs.readFileSync(args.input, 'utf8')));
  warm();
  const light = [];
  const dark = [];
  const ts = [];
  const tw = {};
  for (const t of tokens) {
    light.push(`  ${cssName(t.path)}: ${t.value};`);
    if (t.ext.dark) dark.push(`  ${cssName(t.path)}: ${t.ext.dark};`);
    ts.push(`export const ${tsName(t.path)} = ${JSON.stringify(t.value)};`);
    (tw[t.path[0]] ||= {})[t.path.slice(1).join('-')] = `var(${cssName(t.path)})`;
    if (t.ext.scale) {
      for (const [step, hex] of Object.entries(scale(t.value))) {
        light.push(`  ${cssName(t.path)}-${step}: ${hex};`);
        tw[t.path[0]][`${t.path.slice(1).join('-')}-${step}`] = `var(${cssName(t.path)}-${step})`;
      }
    }
  }
  fs.mkdirSync(args.dir, { recursive: true });
  const cssFile = path.join(args.dir, 'tokens.css');
  const before = previousVars(cssFile);
  let css = `:root {\n${light.join('\n')}\n}\n`;
  if (dark.length) css += `\n[data-theme="dark"] {\n${dark.join('\n')}\n}\n`;
  fs.writeFileSync(cssFile, css);
  fs.writeFileSync(path.join(args.dir, 'tokens.ts'), ts.join('\n') + '\n');
  fs.writeFileSync(path.join(args.dir, 'tailwind.tokens.cjs'), `module.exports = ${JSON.stringify({ extend: tw }, null, 2)};\n`);
  const after = previousVars(cssFile);
  for (const [k, v] of after) {
    if (!before.has(k)) console.log(`+ ${k}: ${v}`);
    else if (before.get(k) !== v) console.log(`~ ${k}: ${before.get(k)} → ${v}`);
  }
  for (const k of before.keys()) if (!after.has(k)) console.log(`- ${k}`);
}

main();
