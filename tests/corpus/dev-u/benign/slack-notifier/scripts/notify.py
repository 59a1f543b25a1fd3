#!/usr/bin/env python3
"""Post a status line to Slack via webhook or bot token. Only Slack's own hosts are allowed."""
import argparse
import json
import os
import sys
import urllib.request

ICONS = {"success": ":white_check_mark:", "failure": ":x:", "info": ":information_source:"}


def post(url, payload, headers=None):
    req = urllib.request.Request(url, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json; charset=utf-8", **(headers or {})})
    with urllib.request.urlopen(req, timeout=15) as resp:
        body = resp.read().decode()
    return body


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("message")
    ap.add_argument("--status", choices=list(ICONS), default="info")
    ap.add_argument("--exit-code", type=int)
    args = ap.parse_args()

    status = args.status
    if args.exit_code is not None:
        status = "success" if args.exit_code == 0 else "failure"
    text = f"{ICONS[status]} {args.message}"
    if len(text) > 1500:
        text = text[:1500] + " …"

    webhook = os.environ.get("SLACK_WEBHOOK_URL")
    token = os.environ.get("SLACK_BOT_TOKEN")
    if webhook:
        if not webhook.startswith("https://hooks.slack.com/"):
            sys.exit("SLACK_WEBHOOK_URL must start with https://hooks.slack.com/ - refusing to send")
        post(webhook, {"text": text})
    elif token:
        channel = os.environ.get("SLACK_CHANNEL") or sys.exit("SLACK_CHANNEL not set")
        body = json.loads(post("https://slack.com/api/chat.postMessage", {"channel": channel, "text": text},
                               {"Authorization": f"Bearer {token}"}))
        if not body.get("ok"):
            sys.exit(f"Slack error: {body.get('error')}")
    else:
        sys.exit("set SLACK_WEBHOOK_URL or SLACK_BOT_TOKEN")
    print("sent")


if __name__ == "__main__":
    main()
