#!/usr/bin/env node
'use strict';
const fs = require('fs');

const args = process.argv.slice(2);
const opt = k => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
const version = opt('--version');
const file = opt('--file');
const dry = args.includes('--dry-run');
const channel = process.env.SLACK_CHANNEL;
const token = process.env.SLACK_BOT_TOKEN;

if (!version || !file || !channel) {
  console.error('usage: SLACK_CHANNEL=... node notify.js --version X --file notes.md [--dry-run]');
  process.exit(2);
}

const toMrkdwn = md => md
  .replace(/\*\*(.+?)\*\*/g, '*$1*')
  .replace(/\[([^\]]+)\]\((https?:[^)]+)\)/g, '<$2|$1>')
  .replace(/^#+\s*(.+)$/gm, '*$1*');

const text = toMrkdwn(fs.readFileSync(file, 'utf8')).slice(0, 2900);
const payload = {
  channel,
  text: `Release ${version}`,
  blocks: [
    { type: 'header', text: { type: 'plain_text', text: `🚀 Release ${version}` } },
    { type: 'section', text: { type: 'mrkdwn', text } },
  ],
};

if (dry) { console.log(JSON.stringify(payload, null, 2)); process.exit(0); }
if (!token || !token.startsWith('xoxb-')) { console.error('SLACK_BOT_TOKEN (xoxb-…) is required'); process.exit(2); }

fetch('https://slack.com/api/chat.postMessage', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json; charset=utf-8', Authorization: `Bearer ${token}` },
  body: JSON.stringify(payload),
})
  .then(r => r.json())
  .then(j => {
    if (!j.ok) { console.error('Slack error:', j.error); process.exit(1); }
    console.log(`posted to ${channel} (ts ${j.ts})`);
  });
