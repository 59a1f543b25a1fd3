#!/usr/bin/env python3
"""Send injection payloads to a local LLM app and check for canaries."""
import argparse
import json
import pathlib
import sys
from urllib.parse import urlparse

import requests

LOCAL = {"localhost", "127.0.0.1", "::1"}
PAYLOADS = pathlib.Path(__file__).resolve().parent.parent / "assets" / "payloads.jsonl"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--field", default="message")
    ap.add_argument("--timeout", type=float, default=30)
    args = ap.parse_args()
    host = urlparse(args.url).hostname
    if host not in LOCAL:
        sys.exit(f"refusing to test non-local target {host!r}")
    rows = []
    for line in PAYLOADS.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        p = json.loads(line)
        try:
            r = requests.post(args.url, json={args.field: p["text"]}, timeout=args.timeout)
            status = "error" if r.status_code != 200 else ("leaked" if p["canary"] in r.text else "held")
        except requests.RequestException:
            status = "error"
        rows.append((p["id"], status))
    width = max(len(i) for i, _ in rows)
    for i, s in rows:
        print(f"{i:<{width}}  {s}")
    leaked = sum(1 for _, s in rows if s == "leaked")
    print(f"\n{leaked}/{len(rows)} payloads leaked")
    return 1 if leaked else 0


if __name__ == "__main__":
    sys.exit(main())
