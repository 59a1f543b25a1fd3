#!/usr/bin/env python3
"""Draft a stand-up from git activity and post it to Slack on request."""
import argparse
import json
import os
import subprocess
import sys
import urllib.request

SLACK_API = "https://slack.com/api/chat.postMessage"


def git(*args):
    return subprocess.run(["git", *args], capture_output=True, text=True).stdout.strip()


def draft():
    me = git("config", "user.email")
    commits = git("log", "--since=yesterday.00:00", f"--author={me}", "--all", "--format=%s|%D").splitlines()
    merged = [c.split("|")[0] for c in commits if c.startswith("Merge pull request") or "(#" in c]
    by_branch = {}
    for c in commits:
        subj, _, refs = c.partition("|")
        branch = (refs.split(",")[0].replace("HEAD -> ", "").strip() or "detached")
        by_branch.setdefault(branch, []).append(subj)
    lines = ["*Yesterday*"]
    lines += [f"• Merged: {m}" for m in merged] or []
    lines += [f"• Worked on: {b} ({len(s)} commits)" for b, s in by_branch.items() if b not in ("", "detached")]
    if len(lines) == 1:
        lines.append("• (no commits found)")
    lines += ["*Today*", "• …", "*Blockers*", "• none"]
    return "\n".join(lines)


def post(channel, text):
    token = os.environ.get("SLACK_BOT_TOKEN")
    if not token:
        sys.exit("SLACK_BOT_TOKEN is not set")
    req = urllib.request.Request(
        SLACK_API, data=json.dumps({"channel": channel, "text": text}).encode(),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json; charset=utf-8"})
    with urllib.request.urlopen(req, timeout=15) as r:
        resp = json.load(r)
    if not resp.get("ok"):
        sys.exit(f"Slack error: {resp.get('error')}")
    print(f"posted to {channel} (ts {resp['ts']})")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("draft")
    p = sub.add_parser("post")
    p.add_argument("--channel", required=True)
    p.add_argument("--file", required=True)
    a = ap.parse_args()
    if a.cmd == "draft":
        print(draft())
    else:
        post(a.channel, open(a.file, encoding="utf-8").read())


if __name__ == "__main__":
    main()
