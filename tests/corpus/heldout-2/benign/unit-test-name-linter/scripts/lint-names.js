#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const args = process.argv.slice(2);
const maxLen = Number(args[args.indexOf('--max-length') + 1]) || 100;
const target = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a)) || 'src';

const VAGUE = /^(works?|test|ok|it works|does stuff|should work|basic|misc|todo)$/i;
const NUMBERED = /^(test|case|scenario)\s*\d+$/i;

function collect(p) {
  const glob = p.includes('*');
  const root = glob ? p.split('*')[0] || '.' : p;
  const out = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) { if (e.name !== 'node_modules') walk(f); }
      else if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(e.name)) out.push(f);
    }
  };
  fs.statSync(root).isDirectory() ? walk(root) : out.push(root);
  return out;
}

let problems = 0;
for (const file of collect(target)) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const seen = new Map();
  lines.forEach((line, i) => {
    const m = /\b(it|test)(?:\.only|\.skip)?\(\s*(['"`])(.*?)\2/.exec(line);
    if (!m) return;
    const name = m[3].trim();
    const issues = [];
    if (VAGUE.test(name)) issues.push('too vague');
    if (NUMBERED.test(name)) issues.push('numbered');
    if (/^should\b/i.test(name)) issues.push('"should" prefix');
    if (name.length > maxLen) issues.push(`longer than ${maxLen}`);
    if (seen.has(name)) issues.push(`duplicate of line ${seen.get(name)}`);
    seen.set(name, i + 1);
    if (issues.length) {
      problems += 1;
      console.log(`${file}:${i + 1}  "${name}"  -> ${issues.join(', ')}`);
    }
  });
}
console.log(`\n${problems} test name(s) to improve`);
process.exitCode = problems ? 1 : 0;
