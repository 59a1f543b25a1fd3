#!/usr/bin/env node
// Add or strip gitmoji prefixes on changelog bullet entries (grapheme-aware).
import fs from 'node:fs';

const MAP = {
  feat: '✨', fix: '🐛', perf: '⚡️', docs: '📝', dx: '🧑‍💻', tooling: '🧑‍💻',
  i18n: '🏳️‍🌈', a11y: '🏳️‍🌈', security: '🔒️', breaking: '💥', deps: '⬆️', team: '👩‍👩‍👧‍👦',
};
const HEADINGS = { Added: 'feat', Fixed: 'fix', Security: 'security', Changed: 'feat', Removed: 'breaking' };
const seg = new Intl.Segmenter('en', { granularity: 'grapheme' });
const ALL_EMOJI = new Set(Object.values(MAP));

const firstGrapheme = s => seg.segment(s)[Symbol.iterator]().next().value?.segment ?? '';

function typeOf(entry, section) {
  const m = entry.match(/^(\w+)(\(.+?\))?!?:\s*/);
  if (m && MAP[m[1]]) return m[1];
  if (/\bbreaking\b/i.test(entry)) return 'breaking';
  if (/\b(bump|upgrade|update[sd]?)\b.*\b(dependenc|deps?)\b/i.test(entry)) return 'deps';
  return HEADINGS[section] ?? null;
}

const [, , file, ...flags] = process.argv;
if (!file) { console.error('usage: style.mjs CHANGELOG.md [--all] [--strip] [--dry-run]'); process.exit(2); }
const all = flags.includes('--all'), strip = flags.includes('--strip'), dry = flags.includes('--dry-run');

let section = null, release = 0, changed = 0;
const out = fs.readFileSync(file, 'utf8').split('\n').map(line => {
  if (/^## /.test(line)) release++;
  const h = line.match(/^### (\w+)/); if (h) section = h[1];
  const b = line.match(/^(\s*[-*] )(.*)$/);
  if (!b || (!all && release > 1)) return line;
  const [, bullet, text] = b;
  const head = firstGrapheme(text);
  if (strip) {
    if (!ALL_EMOJI.has(head)) return line;
    changed++; return bullet + text.slice(head.length).trimStart();
  }
  if (ALL_EMOJI.has(head)) return line;
  const t = typeOf(text, section);
  if (!t) return line;
  changed++; return `${bullet}${MAP[t]} ${text}`;
});

if (dry) console.log(out.filter((l, i) => l.match(/^\s*[-*] /)).slice(0, 10).join('\n'));
else fs.writeFileSync(file, out.join('\n'));
console.log(`${strip ? 'stripped' : 'styled'} ${changed} entries${dry ? ' (dry run)' : ''}`);
