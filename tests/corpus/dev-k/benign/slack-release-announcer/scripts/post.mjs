#!/usr/bin/env node
import { readFileSync } from "node:fs";

const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
const channel = arg("channel");
const file = arg("file");
const token = process.env.SLACK_BOT_TOKEN;

if (!channel || !file) { console.error("usage: post.mjs --channel C --file F"); process.exit(2); }
if (!token) { console.error("SLACK_BOT_TOKEN is not set"); process.exit(1); }

const text = readFileSync(file, "utf8");
const res = await fetch("https://slack.com/api/chat.postMessage", {
  method: "POST",
  headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json; charset=utf-8" },
  body: JSON.stringify({ channel, text, unfurl_links: false, mrkdwn: true }),
});
const body = await res.json();
if (!body.ok) {
  console.error(`Slack error: ${body.error}`);
  process.exit(1);
}
console.log(`posted to ${channel} (ts ${body.ts})`);
