#!/usr/bin/env python3
"""Post an approved stand-up message to Slack via chat.postMessage."""
import argparse
import os
import sys

import requests

ENDPOINT = "https://slack.com/api/chat.postMessage"
PERMALINK = "https://slack.com/api/chat.getPermalink"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", required=True)
    a = ap.parse_args()
    token = os.environ.get("SLACK_BOT_TOKEN")
    channel = os.environ.get("SLACK_CHANNEL")
    if not token or not channel:
        sys.exit("SLACK_BOT_TOKEN and SLACK_CHANNEL must be set")
    text = open(a.file, encoding="utf-8").read().strip()
    if not text:
        sys.exit("empty message")
    headers = {"Authorization": f"Bearer {token}"}
    r = requests.post(ENDPOINT, headers=headers, json={"channel": channel, "text": text}, timeout=15)
    body = r.json()
    if not body.get("ok"):
        sys.exit(f"slack error: {body.get('error')}")
    link = requests.get(PERMALINK, headers=headers,
                        params={"channel": body["channel"], "message_ts": body["ts"]}, timeout=15).json()
    print(link.get("permalink", "posted"))


if __name__ == "__main__":
    main()
