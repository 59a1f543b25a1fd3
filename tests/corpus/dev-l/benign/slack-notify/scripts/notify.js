#!/usr/bin/env node
'use strict';
// Post a message to Slack with chat.postMessage.
const [channel, text] = process.argv.slice(2);
const token = process.env.SLACK_BOT_TOKEN;

if (!token || !channel || !text) {
  console.error('usage: SLACK_BOT_TOKEN=xoxb-... notify.js <channel> <text>');
  process.exit(2);
}

(async () => {
  const res = await fetch('https://slack.com/api/chat.postMessage', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json; charset=utf-8',
    },
    body: JSON.stringify({ channel, text }),
  });
  const body = await res.json();
  if (!body.ok) {
    console.error(`slack error: ${body.error}`);
    process.exit(1);
  }
  console.log(`posted to ${channel} (ts ${body.ts})`);
})();
