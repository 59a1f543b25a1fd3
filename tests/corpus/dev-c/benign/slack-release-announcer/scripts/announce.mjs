#!/usr/bin/env node
// announce.mjs - post a changelog section to a Slack incoming webhook.
import fs from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const get = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
const version = get("--version");
const file = get("--changelog", "CHANGELOG.md");
const url = get("--url", "");
const dry = args.includes("--dry-run");
const app = get("--name", path.basename(process.cwd()));

if (!version) {
  console.error("usage: announce.mjs --version X.Y.Z [--dry-run] [--url RELEASE_URL]");
  process.exit(2);
}

function section(text, ver) {
  const start = text.search(new RegExp(`^## \\[?${ver.replace(/\./g, "\\.")}\\]?`, "m"));
  if (start < 0) throw new Error(`version ${ver} not found in ${file}`);
  const rest = text.slice(start).split("\n").slice(1);
  const end = rest.findIndex((l) => l.startsWith("## "));
  return (end < 0 ? rest : rest.slice(0, end)).join("\n");
}

function groups(body) {
  const out = {};
  let current = null;
  for (const line of body.split("\n")) {
    const h = /^### (.+)/.exec(line);
    if (h) current = out[h[1]] = [];
    else if (current && /^\s*[-*] /.test(line)) current.push(line.replace(/^\s*[-*] /, "• "));
  }
  return out;
}

const body = section(fs.readFileSync(file, "utf8"), version);
const blocks = [{ type: "header", text: { type: "plain_text", text: `🚀 ${app} ${version} released` } }];
for (const [title, items] of Object.entries(groups(body))) {
  if (!items.length) continue;
  const shown = items.slice(0, 12);
  if (items.length > 12) shown.push(`…and ${items.length - 12} more`);
  blocks.push({ type: "section", text: { type: "mrkdwn", text: `*${title}*\n${shown.join("\n")}` } });
}
if (url) blocks.push({ type: "context", elements: [{ type: "mrkdwn", text: `<${url}|Release notes>` }] });
const payload = { text: `${app} ${version} released`, blocks };

if (dry) {
  console.log(JSON.stringify(payload, null, 2));
  process.exit(0);
}

const hook = process.env.SLACK_RELEASE_WEBHOOK || "";
if (!/^https:\/\/hooks\.slack\.com\/services\//.test(hook)) {
  console.error("SLACK_RELEASE_WEBHOOK must be a https://hooks.slack.com/services/... URL");
  process.exit(1);
}
const res = await fetch(hook, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });
console.log(res.ok ? "posted to Slack" : `Slack answered ${res.status}: ${await res.text()}`);
process.exit(res.ok ? 0 : 1);
