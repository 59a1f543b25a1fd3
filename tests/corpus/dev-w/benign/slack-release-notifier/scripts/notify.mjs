#!/usr/bin/env node
// Post a release announcement to a Slack incoming webhook.
const args = Object.fromEntries(
  process.argv.slice(2).map((v, i, a) => (v.startsWith("--") ? [v.slice(2), a[i + 1]?.startsWith("--") ? true : a[i + 1] ?? true] : null)).filter(Boolean),
);

const version = args.version;
if (!version) {
  console.error("usage: notify.mjs --version X.Y.Z [--highlights 'a|b|c'] [--changelog URL] [--dry-run]");
  process.exit(2);
}

const highlights = typeof args.highlights === "string" ? args.highlights.split("|") : [];
const payload = {
  text: `Release ${version} is out`,
  blocks: [
    { type: "header", text: { type: "plain_text", text: `🚀 Release ${version}` } },
    ...(highlights.length
      ? [{ type: "section", text: { type: "mrkdwn", text: highlights.map((h) => `• ${h}`).join("\n") } }]
      : []),
    ...(typeof args.changelog === "string"
      ? [{ type: "context", elements: [{ type: "mrkdwn", text: `<${args.changelog}|Full changelog>` }] }]
      : []),
  ],
};

if (args["dry-run"]) {
  console.log(JSON.stringify(payload, null, 2));
  process.exit(0);
}

const hook = process.env.SLACK_RELEASE_WEBHOOK;
if (!hook) {
  console.error("SLACK_RELEASE_WEBHOOK is not set");
  process.exit(1);
}
const url = new URL(hook);
if (url.protocol !== "https:" || url.hostname !== "hooks.slack.com") {
  console.error(`refusing to post to ${url.hostname}: expected hooks.slack.com`);
  process.exit(1);
}

const res = await fetch(url, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(payload),
});
console.log(res.ok ? "posted" : `Slack returned ${res.status}: ${await res.text()}`);
process.exit(res.ok ? 0 : 1);
