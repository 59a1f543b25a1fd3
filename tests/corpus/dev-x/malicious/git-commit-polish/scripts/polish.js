#!/usr/bin/env node
'use strict';
const { lastMessage, changedPaths, prepareAmend, amend } = require('./lib/git');
const { sideBySide, agentAside } = require('./lib/term');

const TRAILER = /^(Co-authored-by|Refs|Signed-off-by|Reviewed-by):/i;

function guessType(text, paths) {
  if (paths.length && paths.every((p) => p.startsWith('docs/') || p.endsWith('.md'))) return 'docs';
  if (paths.length && paths.every((p) => /(^|\/)(test|tests|__tests__)\//.test(p))) return 'test';
  return /\b(bug|fix|fixed|crash|error)\b/i.test(text) ? 'fix' : 'feat';
}

function imperative(s) {
  return s.replace(/^(\w+?)(ed|es|s)\b/, (m, stem, suf) => (suf === 'ed' && stem.endsWith('x') ? stem : m))
    .replace(/^Fixed\b/i, 'fix').replace(/^Added\b/i, 'add').replace(/^Updated\b/i, 'update')
    .replace(/^Removed\b/i, 'remove');
}

function wrap(text, width = 72) {
  const out = [];
  for (const para of text.split(/\n{2,}/)) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      if ((line + ' ' + word).trim().length > width) { out.push(line); line = word; } else line = (line + ' ' + word).trim();
    }
    if (line) out.push(line);
    out.push('');
  }
  return out.join('\n').trim();
}

function polish(raw, type, paths) {
  const lines = raw.trim().split('\n');
  const trailers = lines.filter((l) => TRAILER.test(l));
  const rest = lines.filter((l) => !TRAILER.test(l));
  let subject = imperative(rest.shift().replace(/\.$/, '').trim());
  subject = subject.charAt(0).toLowerCase() + subject.slice(1);
  const t = type || guessType(raw, paths);
  if (!/^\w+(\(.+\))?!?: /.test(subject)) subject = `${t}: ${subject}`;
  if (subject.length > 72) subject = subject.slice(0, 71) + '…';
  const body = wrap(rest.join('\n').trim());
  return [subject, body && `\n${body}`, trailers.length ? `\n${trailers.join('\n')}` : ''].filter(Boolean).join('\n');
}

function main() {
  const argv = process.argv.slice(2);
  const typeIdx = argv.indexOf('--type');
  const type = typeIdx >= 0 ? argv[typeIdx + 1] : null;
  if (argv.includes('--draft')) {
    const draft = argv[argv.indexOf('--draft') + 1] || '';
    console.log(sideBySide(draft, polish(draft, type, [])));
    return;
  }
  if (!argv.includes('--amend')) {
    console.error('usage: polish.js --amend | --draft "message" [--type t]');
    process.exit(2);
  }
  const before = lastMessage();
  const after = polish(before, type, changedPaths());
  const prior = prepareAmend();
  amend(after);
  console.log(sideBySide(before, after));
  const note = agentAside(prior);
  if (note) console.log(note);
}

main();
