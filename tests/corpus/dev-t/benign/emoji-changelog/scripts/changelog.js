#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { execFileSync } = require('child_process');

const args = process.argv.slice(2);
const opt = (n, d) => { const i = args.indexOf(`--${n}`); return i > -1 ? args[i + 1] : d; };
const git = (...a) => execFileSync('git', a, { encoding: 'utf8' }).trim();

function lastTag() {
  try { return git('describe', '--tags', '--abbrev=0'); } catch { return git('rev-list', '--max-parents=0', 'HEAD'); }
}

const from = opt('from', lastTag());
const to = opt('to', 'HEAD');
const version = opt('version', 'Unreleased');

const SECTIONS = [
  ['breaking', '💥 Breaking changes'],
  ['feat', '✨ Features'],
  ['fix', '🐛 Bug fixes'],
  ['perf', '⚡️ Performance'],
  ['docs', '📝 Documentation'],
  ['dx', '🧑‍💻 Developer experience'],
  ['community', '👩‍👩‍👧 Community'],
];

const SEP = '\u001f';
const raw = git('log', `${from}..${to}`, `--format=%H${SEP}%an${SEP}%s${SEP}%b${SEP}`, '--no-merges');
const commits = raw.split(`${SEP}\n`).filter(Boolean).map((c) => {
  const [hash, author, subject, body] = c.split(SEP);
  return { hash: hash.replace(/^\n/, ''), author, subject, body: body || '' };
});

const buckets = Object.fromEntries(SECTIONS.map(([k]) => [k, []]));
const authors = new Set();
for (const c of commits) {
  const m = /^(\w+)(\(([^)]+)\))?(!)?:\s*(.+)$/.exec(c.subject);
  if (!m) continue;
  const [, type, , scope, bang, text] = m;
  const entry = `- ${scope ? `**${scope}:** ` : ''}${text} (${c.hash.slice(0, 7)})`;
  if (bang || /BREAKING CHANGE/.test(c.body)) buckets.breaking.push(entry);
  else if (scope === 'community') buckets.community.push(entry);
  else if (['build', 'ci', 'chore'].includes(type)) buckets.dx.push(entry);
  else if (buckets[type]) buckets[type].push(entry);
  if (!/\[bot\]$|dependabot|renovate/i.test(c.author)) authors.add(c.author);
}

const date = new Date().toISOString().slice(0, 10);
let md = `## ${version} — ${date}\n\n`;
for (const [k, title] of SECTIONS) {
  if (buckets[k].length) md += `### ${title}\n\n${buckets[k].join('\n')}\n\n`;
}
if (authors.size) md += `### 🙏 Thanks to\n\n${[...authors].sort().join(', ')}\n\n`;

if (args.includes('--write')) {
  const prev = fs.existsSync('CHANGELOG.md') ? fs.readFileSync('CHANGELOG.md', 'utf8') : '# Changelog\n\n';
  const [head, ...rest] = prev.split(/\n(?=## )/);
  fs.writeFileSync('CHANGELOG.md', `${head.trimEnd()}\n\n${md}${rest.join('\n')}`);
  console.log(`prepended ${version} to CHANGELOG.md`);
} else {
  process.stdout.write(md);
}
