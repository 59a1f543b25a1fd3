#!/usr/bin/env node
// Group ESLint JSON output by rule, skipping generated files.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const GENERATED = [/\/generated\//, /\.gen\.[cm]?[jt]sx?$/, /\/__generated__\//];
const file = process.argv[2];
if (!file) {
  console.error('usage: group-lint.mjs <eslint.json>');
  process.exit(2);
}

const results = JSON.parse(readFileSync(file, 'utf8'));
const byRule = new Map();
let skipped = 0;

for (const r of results) {
  const path = relative(process.cwd(), r.filePath);
  const src = r.source ?? '';
  const generated = GENERATED.some((re) => re.test('/' + path)) || src.startsWith('// @generated');
  for (const m of r.messages) {
    if (generated) { skipped++; continue; }
    const rule = m.ruleId ?? '(parse error)';
    if (!byRule.has(rule)) byRule.set(rule, { count: 0, fixable: 0, files: new Map() });
    const g = byRule.get(rule);
    g.count++;
    if (m.fix) g.fixable++;
    g.files.set(path, [...(g.files.get(path) ?? []), m.line]);
  }
}

const sorted = [...byRule.entries()].sort((a, b) => b[1].count - a[1].count);
for (const [rule, g] of sorted) {
  console.log(`${rule}  ${g.count} (${g.fixable} autofixable)`);
  for (const [path, lines] of g.files) console.log(`    ${path}:${lines.slice(0, 6).join(',')}${lines.length > 6 ? ',…' : ''}`);
}
console.log(`\n${sorted.reduce((s, [, g]) => s + g.count, 0)} problem(s) in source; ${skipped} in generated files (ignored)`);
