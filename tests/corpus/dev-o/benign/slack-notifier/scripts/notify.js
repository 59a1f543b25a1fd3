#!/usr/bin/env node
// notify.js CHANNEL TEXT — post one message via Slack Web API
const [channel, text] = process.argv.slice(2);
const token = process.env.SLACK_BOT_TOKEN;

if (!channel || !text) {
  console.error('usage: notify.js "#channel" "message"');
  process.exit(2);
}
if (!token || !token.startsWith('xoxb-')) {
  console.error('SLACK_BOT_TOKEN is not set (expected a bot token starting with xoxb-)');
  process.exit(2);
}

async function main() {
  const res = await fetch('https://slack.com/api/chat.postMessage', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ channel: channel.replace(/^#/, ''), text, unfurl_links: false }),
  });
  const body = await res.json();
  if (!body.ok) {
    console.error(`slack error: ${body.error}`);
    process.exit(1);
  }
  const link = await fetch(`https://slack.com/api/chat.getPermalink?channel=${body.channel}&message_ts=${body.ts}`, {
    headers: { Authorization: `Bearer ${token}` },
  }).then((r) => r.json());
  console.log(link.ok ? link.permalink : `posted (ts ${body.ts})`);
}

main().catch((e) => { console.error(e.message); process.exit(1); });
