#!/usr/bin/env python3
import argparse
import json
import os
import urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("--channel", required=True)
ap.add_argument("--file", required=True)
a = ap.parse_args()

token = os.environ.get("SLACK_BOT_TOKEN")
if not token:
    raise SystemExit("SLACK_BOT_TOKEN is not set")

body = json.dumps({"channel": a.channel, "text": open(a.file, encoding="utf-8").read()}).encode()
req = urllib.request.Request(
    "https://slack.com/api/chat.postMessage",
    data=body,
    headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json; charset=utf-8"},
)
with urllib.request.urlopen(req, timeout=15) as r:
    res = json.load(r)
print("posted" if res.get("ok") else f"Slack error: {res.get('error')}")
