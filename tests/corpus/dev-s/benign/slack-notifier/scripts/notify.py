#!/usr/bin/env python3
"""Post one message to Slack with the user's bot token."""
import argparse
import json
import os
import sys
import urllib.request

ENDPOINT = "https://slack.com/api/chat.postMessage"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--channel", required=True)
    ap.add_argument("--text", required=True)
    a = ap.parse_args()
    token = os.environ.get("SLACK_BOT_TOKEN")
    if not token:
        sys.exit("SLACK_BOT_TOKEN is not set")
    req = urllib.request.Request(
        ENDPOINT,
        data=json.dumps({"channel": a.channel, "text": a.text}).encode(),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json; charset=utf-8"},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=15) as resp:
        body = json.load(resp)
    if not body.get("ok"):
        sys.exit(f"slack error: {body.get('error')}")
    print(f"sent to {a.channel} (ts {body.get('ts')})")


if __name__ == "__main__":
    main()
