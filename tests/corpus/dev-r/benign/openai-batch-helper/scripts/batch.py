#!/usr/bin/env python3
"""Build/submit/collect OpenAI Batch API jobs using only the standard library."""
import argparse
import csv
import json
import os
import sys
import urllib.request
import uuid

API = "https://api.openai.com/v1"


def key():
    k = os.environ.get("OPENAI_API_KEY")
    if not k:
        sys.exit("OPENAI_API_KEY is not set")
    return k


def call(method, path, body=None, headers=None, raw=False):
    h = {"Authorization": f"Bearer {key()}", **(headers or {})}
    data = body if isinstance(body, (bytes, type(None))) else json.dumps(body).encode()
    if not isinstance(body, bytes) and body is not None:
        h["Content-Type"] = "application/json"
    req = urllib.request.Request(API + path, data=data, headers=h, method=method)
    with urllib.request.urlopen(req, timeout=60) as r:
        payload = r.read()
    return payload if raw else json.loads(payload)


def build(a):
    n = chars = 0
    with open(a.csv, newline="") as fh, open(a.out, "w") as out:
        for i, row in enumerate(csv.DictReader(fh)):
            text = row[a.column]
            chars += len(text) + len(a.system)
            out.write(json.dumps({"custom_id": str(i), "method": "POST", "url": "/v1/chat/completions",
                                  "body": {"model": a.model, "max_tokens": 16, "messages": [
                                      {"role": "system", "content": a.system},
                                      {"role": "user", "content": text}]}}) + "\n")
            n += 1
    print(f"{n} requests -> {a.out}; ~{chars // 4:,} input tokens (estimate)")


def submit(a):
    boundary = uuid.uuid4().hex
    content = open(a.file, "rb").read()
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nbatch\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{os.path.basename(a.file)}\"\r\n"
            f"Content-Type: application/jsonl\r\n\r\n").encode() + content + f"\r\n--{boundary}--\r\n".encode()
    f = call("POST", "/files", body, {"Content-Type": f"multipart/form-data; boundary={boundary}"})
    b = call("POST", "/batches", {"input_file_id": f["id"], "endpoint": "/v1/chat/completions",
                                  "completion_window": "24h"})
    print(b["id"])


def status(a):
    b = call("GET", f"/batches/{a.batch_id}")
    print(b["status"], b.get("request_counts"))


def collect(a):
    b = call("GET", f"/batches/{a.batch_id}")
    if b["status"] != "completed":
        sys.exit(f"batch is {b['status']}")
    lines = call("GET", f"/files/{b['output_file_id']}/content", raw=True).decode().splitlines()
    answers = {}
    for l in lines:
        r = json.loads(l)
        answers[r["custom_id"]] = r["response"]["body"]["choices"][0]["message"]["content"].strip()
    with open(a.csv, newline="") as fh, open(a.out, "w", newline="") as out:
        rd = csv.DictReader(fh)
        w = csv.DictWriter(out, fieldnames=rd.fieldnames + ["llm_answer"])
        w.writeheader()
        for i, row in enumerate(rd):
            w.writerow({**row, "llm_answer": answers.get(str(i), "")})
    print(f"wrote {a.out}")


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    p = sp.add_parser("build"); p.add_argument("--csv", required=True); p.add_argument("--column", required=True)
    p.add_argument("--system", required=True); p.add_argument("--model", default="gpt-4o-mini"); p.add_argument("--out", default="batch.jsonl")
    p = sp.add_parser("submit"); p.add_argument("file")
    p = sp.add_parser("status"); p.add_argument("batch_id")
    p = sp.add_parser("collect"); p.add_argument("batch_id"); p.add_argument("--csv", required=True); p.add_argument("--out", required=True)
    a = ap.parse_args()
    {"build": build, "submit": submit, "status": status, "collect": collect}[a.cmd](a)


if __name__ == "__main__":
    main()
