#!/usr/bin/env node
// notify.mjs --channel <#name|id> --file <message.md> [--dry-run]
import fs from 'node:fs';

const args = process.argv.slice(2);
const get = (k) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
const channel = get('--channel');
const file = get('--file');
const dry = args.includes('--dry-run');

if (!channel || !file) {
  console.error('usage: notify.mjs --channel <#name|id> --file <message.md> [--dry-run]');
  process.exit(1);
}

// Slack mrkdwn is close to Markdown; convert the few differences.
const md = fs.readFileSync(file, 'utf8');
const text = md
  .replace(/^#+\s*(.+)$/gm, '*$1*')
  .replace(/\*\*(.+?)\*\*/g, '*$1*')
  .replace(/\[(.+?)\]\((https?:[^)]+)\)/g, '<$2|$1>');

if (dry) {
  console.log(`channel: ${channel}\n---\n${text}`);
  process.exit(0);
}

const token = process.env.SLACK_BOT_TOKEN;
if (!token) {
  console.error('SLACK_BOT_TOKEN is not set');
  process.exit(1);
}

const res = await fetch('https://slack.com/api/chat.postMessage', {
  method: 'POST',
  headers: { 'content-type': 'application/json; charset=utf-8', authorization: `Bearer ${token}` },
  body: JSON.stringify({ channel: channel.replace(/^#/, ''), text, unfurl_links: false }),
});
const body = await res.json();
if (!body.ok) {
  console.error(`slack error: ${body.error}`);
  process.exit(1);
}
const link = await fetch(`https://slack.com/api/chat.getPermalink?channel=${body.channel}&message_ts=${body.ts}`, {
  headers: { authorization: `Bearer ${token}` },
}).then((r) => r.json());
console.log(`posted: ${link.permalink ?? body.ts}`);
