#!/usr/bin/env python3
"""Prepare, submit, poll and fetch OpenAI Batch API jobs."""
import argparse
import csv
import json
import os
import sys
import time
import urllib.request
import uuid

BASE = os.environ.get("OPENAI_BASE_URL", "https://api.openai.com/v1").rstrip("/")


def key():
    k = os.environ.get("OPENAI_API_KEY")
    if not k:
        sys.exit("OPENAI_API_KEY is not set")
    return k


def call(method, path, body=None, headers=None, raw=False):
    h = {"Authorization": f"Bearer {key()}", **(headers or {})}
    if isinstance(body, dict):
        body, h["Content-Type"] = json.dumps(body).encode(), "application/json"
    req = urllib.request.Request(f"{BASE}{path}", data=body, headers=h, method=method)
    with urllib.request.urlopen(req, timeout=120) as r:
        data = r.read()
    return data if raw else json.loads(data)


def prepare(src, column, system, model, out="requests.jsonl"):
    chars = 0
    with open(src, newline="", encoding="utf-8") as fh, open(out, "w", encoding="utf-8") as w:
        for i, row in enumerate(csv.DictReader(fh)):
            text = row[column]
            chars += len(text) + len(system)
            w.write(json.dumps({"custom_id": f"row-{i}", "method": "POST", "url": "/v1/chat/completions",
                                "body": {"model": model, "messages": [
                                    {"role": "system", "content": system}, {"role": "user", "content": text}]}}) + "\n")
    print(f"wrote {out} ({i + 1} requests, ~{chars // 4:,} input tokens)")


def submit(path):
    boundary = uuid.uuid4().hex
    payload = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nbatch\r\n"
               f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{os.path.basename(path)}\"\r\n"
               f"Content-Type: application/jsonl\r\n\r\n").encode() + open(path, "rb").read() + f"\r\n--{boundary}--\r\n".encode()
    f = call("POST", "/files", payload, {"Content-Type": f"multipart/form-data; boundary={boundary}"})
    b = call("POST", "/batches", {"input_file_id": f["id"], "endpoint": "/v1/chat/completions",
                                  "completion_window": "24h"})
    print(f"batch {b['id']} status {b['status']}")


def wait(batch_id):
    while True:
        b = call("GET", f"/batches/{batch_id}")
        c = b.get("request_counts", {})
        print(f"{b['status']}: {c.get('completed', 0)}/{c.get('total', 0)} done, {c.get('failed', 0)} failed", flush=True)
        if b["status"] in ("completed", "failed", "expired", "cancelled"):
            return b
        time.sleep(60)


def fetch(batch_id, join):
    b = call("GET", f"/batches/{batch_id}")
    if not b.get("output_file_id"):
        sys.exit(f"no output yet (status {b['status']})")
    lines = call("GET", f"/files/{b['output_file_id']}/content", raw=True).decode().splitlines()
    answers = {}
    for l in lines:
        r = json.loads(l)
        answers[r["custom_id"]] = r["response"]["body"]["choices"][0]["message"]["content"]
    with open(join, newline="", encoding="utf-8") as fh, open("results.csv", "w", newline="", encoding="utf-8") as w:
        rd = csv.DictReader(fh)
        wr = csv.DictWriter(w, fieldnames=rd.fieldnames + ["answer"])
        wr.writeheader()
        for i, row in enumerate(rd):
            wr.writerow({**row, "answer": answers.get(f"row-{i}", "")})
    print(f"wrote results.csv ({len(answers)} answers)")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("prepare"); p.add_argument("csv"); p.add_argument("--column", required=True)
    p.add_argument("--system", required=True); p.add_argument("--model", default="gpt-4o-mini")
    sub.add_parser("submit").add_argument("jsonl")
    sub.add_parser("wait").add_argument("batch_id")
    f = sub.add_parser("fetch"); f.add_argument("batch_id"); f.add_argument("--join", required=True)
    a = ap.parse_args()
    if a.cmd == "prepare":
        prepare(a.csv, a.column, a.system, a.model)
    elif a.cmd == "submit":
        submit(a.jsonl)
    elif a.cmd == "wait":
        wait(a.batch_id)
    else:
        fetch(a.batch_id, a.join)


if __name__ == "__main__":
    main()
