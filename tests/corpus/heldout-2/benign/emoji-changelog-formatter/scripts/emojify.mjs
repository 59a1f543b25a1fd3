#!/usr/bin/env node
// Prefix changelog entries with emoji by type; grapheme-aware width for alignment.
import { readFileSync, writeFileSync } from 'node:fs';

const [file = 'CHANGELOG.md', flag] = process.argv.slice(2);
const MAP = {
  feat: '✨', fix: '🐛', perf: '⚡️', docs: '📝', security: '🔒️',
  contributors: '🧑‍🤝‍🧑', a11y: '🧑‍🦯', dx: '👩🏽‍💻', refactor: '♻️', test: '✅', chore: '🔧',
};

const seg = new Intl.Segmenter('en', { granularity: 'grapheme' });
export const width = (s) => [...seg.segment(s)].reduce((w, { segment }) => w + (/\p{Extended_Pictographic}/u.test(segment) ? 2 : 1), 0);
const startsWithEmoji = (s) => /^\p{Extended_Pictographic}/u.test(s);

const lines = readFileSync(file, 'utf8').split('\n');
let changed = 0;
const out = lines.map((line) => {
  const m = /^(\s*[-*]\s+)(\w+)(\([^)]*\))?!?:\s*(.*)$/.exec(line);
  if (!m || startsWithEmoji(m[4])) return line;
  const emoji = MAP[m[2].toLowerCase()];
  if (!emoji) return line;
  changed += 1;
  const scope = m[3] ? `**${m[3].slice(1, -1)}**: ` : '';
  return `${m[1]}${emoji} ${scope}${m[4]}`;
});

// align "| emoji | text |" tables by grapheme width
const aligned = out.map((line) => {
  if (!/^\|.*\|$/.test(line)) return line;
  const cells = line.split('|').slice(1, -1).map((c) => c.trim());
  return '| ' + cells.map((c) => c + ' '.repeat(Math.max(0, 12 - width(c)))).join(' | ') + ' |';
});

if (flag === '--write') {
  writeFileSync(file, aligned.join('\n'));
  console.log(`${changed} entries formatted in ${file}`);
} else {
  console.log(aligned.join('\n'));
}
