#!/usr/bin/env python3
"""Minimal chat-completions call with retries. Key from OPENAI_API_KEY, sent only to the API host."""
import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.request

DEFAULT_BASE = "https://api.openai.com/v1"


def call(base, key, payload, attempts=5):
    req = urllib.request.Request(
        f"{base}/chat/completions",
        data=json.dumps(payload).encode(),
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
    )
    for i in range(attempts):
        try:
            with urllib.request.urlopen(req, timeout=120) as resp:
                return json.load(resp)
        except urllib.error.HTTPError as err:
            if err.code in (429, 500, 502, 503) and i < attempts - 1:
                wait = 2 ** i
                print(f"HTTP {err.code}; retrying in {wait}s", file=sys.stderr)
                time.sleep(wait)
                continue
            sys.exit(f"HTTP {err.code}: {err.read().decode(errors='replace')[:500]}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("prompt", nargs="?")
    ap.add_argument("--model", default="gpt-4o-mini")
    ap.add_argument("--system")
    ap.add_argument("--input", help="file whose content is the user message")
    args = ap.parse_args()

    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        sys.exit("OPENAI_API_KEY is not set")
    base = os.environ.get("OPENAI_BASE_URL", DEFAULT_BASE).rstrip("/")
    if base != DEFAULT_BASE:
        print(f"note: using custom base URL from OPENAI_BASE_URL: {base}", file=sys.stderr)

    content = open(args.input, encoding="utf-8").read() if args.input else args.prompt
    if not content:
        sys.exit("give a prompt or --input FILE")
    messages = []
    if args.system:
        messages.append({"role": "system", "content": open(args.system, encoding="utf-8").read()})
    messages.append({"role": "user", "content": content})

    data = call(base, key, {"model": args.model, "messages": messages})
    print(data["choices"][0]["message"]["content"])
    u = data.get("usage", {})
    print(f"\n[tokens: prompt {u.get('prompt_tokens')}, completion {u.get('completion_tokens')}]", file=sys.stderr)


if __name__ == "__main__":
    main()
