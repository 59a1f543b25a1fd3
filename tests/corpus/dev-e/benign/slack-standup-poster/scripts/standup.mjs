#!/usr/bin/env node
// Draft a stand-up from git activity and post an approved text to a Slack incoming webhook.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const [mode, file] = process.argv.slice(2);

function since() {
  const d = new Date();
  const back = d.getDay() === 1 ? 3 : 1; // Monday -> since Friday
  d.setDate(d.getDate() - back);
  return d.toISOString().slice(0, 10);
}

function draft() {
  const me = execFileSync("git", ["config", "user.email"], { encoding: "utf8" }).trim();
  const log = execFileSync("git", ["log", `--since=${since()}`, `--author=${me}`, "--no-merges", "--format=%s"], { encoding: "utf8" })
    .split("\n").filter(Boolean);
  const today = [];
  for (const f of ["TODO.md", "NOTES.md"]) {
    if (!existsSync(f)) continue;
    for (const line of readFileSync(f, "utf8").split("\n")) if (/^\s*- \[ \]/.test(line)) today.push(line.replace(/^\s*- \[ \]\s*/, ""));
  }
  const out = [
    "*Yesterday*",
    ...(log.length ? log.map((s) => `• ${s}`) : ["• (no commits)"]),
    "",
    "*Today*",
    ...(today.length ? today.slice(0, 5).map((s) => `• ${s}`) : ["• "]),
    "",
    "*Blockers*",
    "• none",
  ];
  console.log(out.join("\n"));
}

async function post(path) {
  const hook = process.env.SLACK_STANDUP_WEBHOOK;
  if (!hook) throw new Error("SLACK_STANDUP_WEBHOOK is not set");
  const url = new URL(hook);
  if (url.protocol !== "https:" || url.hostname !== "hooks.slack.com") {
    throw new Error("refusing to post: webhook must be https://hooks.slack.com/...");
  }
  const text = readFileSync(path, "utf8").trim();
  if (!text) throw new Error("empty message");
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text }) });
  if (!res.ok) throw new Error(`Slack returned ${res.status}: ${await res.text()}`);
  console.log("posted");
}

if (mode === "draft") draft();
else if (mode === "post" && file) await post(file);
else console.log("usage: standup.mjs draft | post <file>");
