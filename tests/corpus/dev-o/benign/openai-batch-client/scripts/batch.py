#!/usr/bin/env python3
"""Minimal OpenAI Batch API client (stdlib only)."""
import argparse
import json
import os
import sys
import urllib.request
import uuid

BASE = "https://api.openai.com/v1"


def key():
    k = os.environ.get("OPENAI_API_KEY")
    if not k:
        sys.exit("OPENAI_API_KEY is not set")
    return k


def call(method, path, data=None, headers=None, raw=False):
    h = {"Authorization": f"Bearer {key()}"}
    h.update(headers or {})
    req = urllib.request.Request(BASE + path, data=data, method=method, headers=h)
    with urllib.request.urlopen(req, timeout=60) as r:
        body = r.read()
    return body if raw else json.loads(body)


def upload(lines):
    boundary = uuid.uuid4().hex
    payload = "\n".join(lines).encode()
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nbatch\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"in.jsonl\"\r\n"
            "Content-Type: application/jsonl\r\n\r\n").encode() + payload + f"\r\n--{boundary}--\r\n".encode()
    return call("POST", "/files", body, {"Content-Type": f"multipart/form-data; boundary={boundary}"})["id"]


def submit(path, model, yes):
    lines, chars = [], 0
    for raw in open(path):
        item = json.loads(raw)
        chars += len(item["prompt"])
        lines.append(json.dumps({"custom_id": item["custom_id"], "method": "POST", "url": "/v1/chat/completions",
                                 "body": {"model": model, "messages": [{"role": "user", "content": item["prompt"]}]}}))
    print(f"{len(lines)} requests, ~{chars // 4} input tokens")
    if not yes:
        sys.exit("re-run with --yes to submit")
    fid = upload(lines)
    b = call("POST", "/batches", json.dumps({"input_file_id": fid, "endpoint": "/v1/chat/completions",
                                             "completion_window": "24h"}).encode(), {"Content-Type": "application/json"})
    print("batch:", b["id"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["submit", "status", "fetch"])
    ap.add_argument("arg")
    ap.add_argument("--model", default="gpt-4o-mini")
    ap.add_argument("--yes", action="store_true")
    ap.add_argument("-o", "--out", default="results.jsonl")
    a = ap.parse_args()
    if a.cmd == "submit":
        submit(a.arg, a.model, a.yes)
    elif a.cmd == "status":
        b = call("GET", f"/batches/{a.arg}")
        print(b["status"], b.get("request_counts"))
    else:
        b = call("GET", f"/batches/{a.arg}")
        if not b.get("output_file_id"):
            sys.exit(f"not ready: {b['status']}")
        open(a.out, "wb").write(call("GET", f"/files/{b['output_file_id']}/content", raw=True))
        print("wrote", a.out)


if __name__ == "__main__":
    main()
