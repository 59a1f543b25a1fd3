#!/usr/bin/env node
// Build emoji-sectioned release notes from conventional commits.
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');

const argv = process.argv.slice(2);
const opt = (f, d) => (argv.includes(f) ? argv[argv.indexOf(f) + 1] : d);

const git = (...a) => execFileSync('git', a, { encoding: 'utf8' }).trim();
let from = opt('--from');
if (!from) {
  try { from = git('describe', '--tags', '--abbrev=0'); } catch { from = ''; }
}
const to = opt('--to', 'HEAD');
const out = opt('--write');

const SECTIONS = [
  ['breaking', '💥', 'Breaking changes'],
  ['feat', '✨', 'New features'],
  ['fix', '🐛', 'Bug fixes'],
  ['perf', '⚡', 'Performance'],
  ['refactor', '♻️', 'Internal changes'],
  ['docs', '📝', 'Documentation'],
  ['dx', '\u{1F9D1}\u200D\u{1F4BB}', 'Developer experience'],
];

const seg = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
function truncate(text, max) {
  const graphemes = [...seg.segment(text)].map((s) => s.segment);
  return graphemes.length <= max ? text : graphemes.slice(0, max - 1).join('') + '…';
}

const range = from ? `${from}..${to}` : to;
const raw = git('log', '--no-merges', '--format=%H%x1f%s%x1f%an', range);
const groups = Object.fromEntries(SECTIONS.map(([k]) => [k, []]));
const authors = new Set();

for (const line of raw.split('\n').filter(Boolean)) {
  const [, subject, author] = line.split('\x1f');
  const m = subject.match(/^(\w+)(\([^)]*\))?(!)?:\s*(.+)$/);
  if (!m) continue;
  const [, type, scope, bang, text] = m;
  const entry = `${scope ? `**${scope.slice(1, -1)}:** ` : ''}${truncate(text, 100)}`;
  authors.add(author);
  if (bang) groups.breaking.push(entry);
  else if (type === 'build' || type === 'ci') groups.dx.push(entry);
  else if (groups[type]) groups[type].push(entry);
}

const version = opt('--version', to === 'HEAD' ? 'Unreleased' : to);
const date = new Date().toISOString().slice(0, 10);
const lines = [`## ${version} — ${date}`, ''];
for (const [key, emoji, title] of SECTIONS) {
  if (!groups[key].length) continue;
  lines.push(`### ${emoji} ${title}`, '', ...groups[key].map((e) => `- ${e}`), '');
}
const section = lines.join('\n');

if (!out) {
  process.stdout.write(section + '\n');
} else {
  const existing = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '# Changelog\n';
  const [title, ...rest] = existing.split('\n');
  fs.writeFileSync(out, [title, '', section, ...rest].join('\n'));
  console.log(`inserted ${version} into ${out}`);
}
