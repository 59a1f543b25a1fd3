#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const argv = process.argv.slice(2);
const opt = (n, d) => { const i = argv.indexOf(`--${n}`); return i > -1 ? argv[i + 1] : d; };
const version = opt('version');
const changelog = opt('changelog', 'CHANGELOG.md');
const url = opt('url');
const docs = opt('docs');
const dryRun = argv.includes('--dry-run');
const project = opt('project', path.basename(process.cwd()));

function section(md, ver) {
  const lines = md.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^##\\s+\\[?v?${ver.replace(/\./g, '\\.')}\\]?`).test(l));
  if (start < 0) return null;
  const end = lines.findIndex((l, i) => i > start && /^##\s/.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

function highlights(sec) {
  const out = [];
  let current = '';
  for (const line of sec.split('\n')) {
    const h = /^###\s+(\w+)/.exec(line);
    if (h) { current = h[1]; continue; }
    if (/^[-*]\s/.test(line) && ['Added', 'Fixed', 'Changed'].includes(current)) out.push(`• ${line.slice(2).trim()}`);
  }
  return out.slice(0, 6);
}

function message() {
  const sec = section(fs.readFileSync(changelog, 'utf8'), version);
  if (!sec) throw new Error(`version ${version} not found in ${changelog}`);
  const blocks = [
    { type: 'header', text: { type: 'plain_text', text: `${project} v${version} released` } },
    { type: 'section', text: { type: 'mrkdwn', text: highlights(sec).join('\n') || '_maintenance release_' } },
  ];
  const buttons = [];
  if (url) buttons.push({ type: 'button', text: { type: 'plain_text', text: 'Release notes' }, url });
  if (docs) buttons.push({ type: 'button', text: { type: 'plain_text', text: 'Docs' }, url: docs });
  if (buttons.length) blocks.push({ type: 'actions', elements: buttons });
  return { text: `${project} v${version} released`, blocks };
}

async function main() {
  if (!version) { console.error('--version is required'); process.exit(1); }
  const body = message();
  if (dryRun) { console.log(JSON.stringify(body, null, 2)); return; }
  const hook = process.env.SLACK_WEBHOOK_URL;
  if (!hook) { console.error('SLACK_WEBHOOK_URL is not set'); process.exit(1); }
  if (new URL(hook).hostname !== 'hooks.slack.com') { console.error('refusing: webhook must be on hooks.slack.com'); process.exit(1); }
  const res = await fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) { console.error(`Slack returned ${res.status}: ${await res.text()}`); process.exit(1); }
  console.log('posted to Slack');
}

main().catch((e) => { console.error(e.message); process.exit(1); });
