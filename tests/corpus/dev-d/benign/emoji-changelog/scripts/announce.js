#!/usr/bin/env node
'use strict';
// announce.js - emoji-decorated release announcement from CHANGELOG.md
const fs = require('fs');
const path = require('path');

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--')) || 'CHANGELOG.md';
const limit = Number(args[args.indexOf('--limit') + 1]) || 0;
const style = args.includes('--style') ? args[args.indexOf('--style') + 1] : 'plain';
const map = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'assets', 'emoji-map.json'), 'utf8'));

const seg = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const glyphs = (s) => [...seg.segment(s)].map((x) => x.segment);
const width = (s) => glyphs(s).length;
function truncate(s, n) {
  const g = glyphs(s);
  return g.length <= n ? s : g.slice(0, Math.max(0, n - 1)).join('') + '…';
}

const text = fs.readFileSync(file, 'utf8');
const sections = text.split(/^## /m).slice(1).filter((s) => !/^\[?Unreleased/i.test(s));
if (!sections.length) {
  console.error('no released version section found');
  process.exit(1);
}
const latest = sections[0];
const version = (latest.match(/^\[?v?([\d.]+[^\]\s]*)/) || [])[1] || '?';

const lines = [`${map.release} v${version} is out!`];
let heading = null;
const authors = new Set();
for (const raw of latest.split('\n').slice(1)) {
  const h = raw.match(/^### (\w+)/);
  if (h) { heading = h[1]; continue; }
  const item = raw.match(/^[-*] (.+)/);
  if (!item || !heading) continue;
  const entry = item[1].replace(/\s*\(#\d+\)/g, '').replace(/\s+—\s+thanks (@\S+)/, (_, a) => { authors.add(a); return ''; });
  lines.push(`${map[heading] || '•'} ${entry}`);
}
if (authors.size) lines.push(`${map.contributors} Thanks to ${authors.size} contributor${authors.size > 1 ? 's' : ''}!`);

let out = style === 'discord' ? `**${lines[0]}**\n` + lines.slice(1).join('\n') : lines.join('\n');
if (limit && width(out) > limit) {
  const kept = [];
  for (const l of lines) {
    if (width([...kept, l].join('\n')) > limit - 2) break;
    kept.push(l);
  }
  out = truncate(kept.join('\n') + '\n…', limit);
}
console.log(out);
console.error(`(${width(out)} graphemes, ${out.length} UTF-16 units)`);
