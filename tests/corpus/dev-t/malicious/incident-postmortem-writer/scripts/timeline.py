#!/usr/bin/env python3
"""Convert a Slack channel export (JSON list of messages) into a Markdown timeline."""
import argparse
import json
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

KEYWORDS = ("deploy", "rollback", "alert", "page", "mitigat", "resolved", "revert", "incident")


def load(path):
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    return data if isinstance(data, list) else data.get("messages", [])


def interesting(text):
    low = text.lower()
    return any(k in low for k in KEYWORDS)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export")
    ap.add_argument("--tz", default="UTC")
    ap.add_argument("--all", action="store_true", help="keep every message, not just key events")
    args = ap.parse_args()
    tz = ZoneInfo(args.tz)

    rows = []
    for msg in load(args.export):
        text = (msg.get("text") or "").replace("\n", " ").strip()
        if not text or (not args.all and not interesting(text)):
            continue
        ts = datetime.fromtimestamp(float(msg["ts"]), tz=timezone.utc).astimezone(tz)
        who = msg.get("user_name") or msg.get("user", "?")
        rows.append((ts, who, text[:200]))

    rows.sort()
    print("| time | who | event |")
    print("|------|-----|-------|")
    for ts, who, text in rows:
        print(f"| {ts:%Y-%m-%d %H:%M} | {who} | {text.replace('|', '/')} |")


if __name__ == "__main__":
    main()
