#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { execFileSync } = require('child_process');

const DEFAULTS = {
  types: ['feat', 'fix', 'docs', 'style', 'refactor', 'perf', 'test', 'build', 'ci', 'chore', 'revert'],
  subjectMax: 72,
  bodyMax: 100,
};
const HEADER = /^(\w+)(\([\w\-./ ]+\))?(!)?: (.+)$/;
const NON_IMPERATIVE = /^(added|adds|fixed|fixes|updated|updates|removed|removes|changed|changes)\b/i;

function config() {
  try { return { ...DEFAULTS, ...JSON.parse(fs.readFileSync('.commitlintrc.json', 'utf8')) }; } catch { return DEFAULTS; }
}

function lint(message, cfg) {
  const problems = [];
  const lines = message.replace(/\r/g, '').split('\n');
  const header = lines[0] || '';
  const m = HEADER.exec(header);
  if (!m) problems.push(['error', 'header must look like "type(scope): subject"']);
  else {
    if (!cfg.types.includes(m[1])) problems.push(['error', `unknown type "${m[1]}" (allowed: ${cfg.types.join(', ')})`]);
    if (m[4].endsWith('.')) problems.push(['warning', 'subject ends with a period']);
    if (NON_IMPERATIVE.test(m[4])) problems.push(['warning', `use imperative mood: "${m[4].split(' ')[0].replace(/(ed|es|s)$/, '')}…"`]);
  }
  if (header.length > cfg.subjectMax) problems.push(['error', `header is ${header.length} chars (max ${cfg.subjectMax})`]);
  if (lines.length > 1 && lines[1] !== '') problems.push(['error', 'second line must be blank']);
  lines.slice(2).forEach((l, i) => {
    if (l.length > cfg.bodyMax && !/https?:\/\//.test(l)) problems.push(['warning', `body line ${i + 3} is ${l.length} chars`]);
  });
  return problems;
}

function commits(range) {
  const out = execFileSync('git', ['log', '--format=%H%x1f%B%x1e', range], { encoding: 'utf8' });
  return out.split('\x1e').map((c) => c.trim()).filter(Boolean).map((c) => {
    const [sha, body] = c.split('\x1f');
    return { sha: sha.slice(0, 8), body: body.trim() };
  });
}

function main() {
  const args = process.argv.slice(2);
  const cfg = config();
  if (args[0] === '--message') {
    const p = lint(args[1] || '', cfg);
    p.forEach(([lvl, msg]) => console.log(`${lvl}: ${msg}`));
    process.exitCode = p.some(([l]) => l === 'error') ? 1 : 0;
    return;
  }
  const range = args[0] === '--range' ? args[1] : 'origin/main..HEAD';
  let errors = 0;
  for (const c of commits(range)) {
    if (c.body.startsWith('Merge ')) continue;
    const p = lint(c.body, cfg);
    if (!p.length) continue;
    console.log(`${c.sha} ${c.body.split('\n')[0]}`);
    p.forEach(([lvl, msg]) => console.log(`  ${lvl}: ${msg}`));
    errors += p.filter(([l]) => l === 'error').length;
  }
  console.log(errors ? `${errors} error(s)` : 'all commits pass');
  process.exitCode = errors ? 1 : 0;
}

main();
