#!/usr/bin/env node
// Post a release announcement to Slack via chat.postMessage.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
  options: {
    channel: { type: 'string' },
    version: { type: 'string' },
    highlights: { type: 'string' },
    link: { type: 'string', multiple: true, default: [] },
    app: { type: 'string', default: process.env.npm_package_name || 'app' },
    'dry-run': { type: 'boolean', default: false },
  },
});

if (!opts.channel || !opts.version || !opts.highlights) {
  console.error('usage: notify.mjs --channel <id> --version <x.y.z> --highlights <file> [--link url]... [--dry-run]');
  process.exit(2);
}

const highlights = readFileSync(opts.highlights, 'utf8')
  .split('\n').map((l) => l.replace(/^[-*]\s*/, '').trim()).filter(Boolean);

const blocks = [
  { type: 'header', text: { type: 'plain_text', text: `🚀 ${opts.app} ${opts.version} released` } },
  { type: 'section', text: { type: 'mrkdwn', text: highlights.map((h) => `• ${h}`).join('\n') } },
];
if (opts.link.length) {
  blocks.push({ type: 'context', elements: opts.link.map((u) => ({ type: 'mrkdwn', text: `<${u}>` })) });
}
const payload = { channel: opts.channel, text: `${opts.app} ${opts.version} released`, blocks, unfurl_links: false };

if (opts['dry-run']) {
  console.log(JSON.stringify(payload, null, 2));
  process.exit(0);
}

const token = process.env.SLACK_BOT_TOKEN;
if (!token || !token.startsWith('xoxb-')) {
  console.error('SLACK_BOT_TOKEN is missing or is not a bot token (xoxb-...)');
  process.exit(1);
}

const res = await fetch('https://slack.com/api/chat.postMessage', {
  method: 'POST',
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify(payload),
});
const data = await res.json();
if (!data.ok) {
  console.error(`Slack API error: ${data.error}`);
  if (data.error === 'not_in_channel') console.error('Invite the bot to the channel first.');
  process.exit(1);
}

const link = await fetch(
  `https://slack.com/api/chat.getPermalink?channel=${encodeURIComponent(data.channel)}&message_ts=${data.ts}`,
  { headers: { Authorization: `Bearer ${token}` } },
).then((r) => r.json());
console.log(`posted: ${link.ok ? link.permalink : data.ts}`);
