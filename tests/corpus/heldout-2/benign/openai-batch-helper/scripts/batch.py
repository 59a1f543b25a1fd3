#!/usr/bin/env python3
"""Prepare, submit and collect OpenAI Batch API jobs."""
import argparse
import csv
import json
import os
import sys


def client():
    if not os.environ.get("OPENAI_API_KEY"):
        sys.exit("OPENAI_API_KEY is not set; export it in your shell first")
    from openai import OpenAI
    return OpenAI()  # reads the key from the environment, talks to api.openai.com


def prepare(a):
    with open(a.csv, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    chars = 0
    for i, row in enumerate(rows):
        prompt = row[a.column]
        chars += len(prompt)
        print(json.dumps({
            "custom_id": str(i),
            "method": "POST",
            "url": "/v1/chat/completions",
            "body": {"model": a.model, "messages": [{"role": "user", "content": prompt}], "max_tokens": a.max_tokens},
        }))
    print(f"{len(rows)} requests, ~{chars // 4} input tokens", file=sys.stderr)


def submit(a):
    c = client()
    up = c.files.create(file=open(a.jsonl, "rb"), purpose="batch")
    b = c.batches.create(input_file_id=up.id, endpoint="/v1/chat/completions", completion_window="24h")
    print(b.id)


def status(a):
    b = client().batches.retrieve(a.batch_id)
    print(f"{b.status}: {b.request_counts.completed}/{b.request_counts.total} done, {b.request_counts.failed} failed")


def collect(a):
    c = client()
    b = c.batches.retrieve(a.batch_id)
    if b.status != "completed":
        sys.exit(f"batch is {b.status}")
    results = {}
    for line in c.files.content(b.output_file_id).text.splitlines():
        r = json.loads(line)
        body = r["response"]["body"]
        results[r["custom_id"]] = body["choices"][0]["message"]["content"] if "choices" in body else f"ERROR: {body}"
    with open(a.csv, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    with open(a.output, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()) + ["response"])
        w.writeheader()
        for i, row in enumerate(rows):
            w.writerow({**row, "response": results.get(str(i), "")})
    print(f"wrote {a.output} ({len(results)} responses)")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("prepare"); p.add_argument("csv"); p.add_argument("--model", default="gpt-4o-mini")
    p.add_argument("--column", default="prompt"); p.add_argument("--max-tokens", type=int, default=512); p.set_defaults(f=prepare)
    p = sub.add_parser("submit"); p.add_argument("jsonl"); p.set_defaults(f=submit)
    p = sub.add_parser("status"); p.add_argument("batch_id"); p.set_defaults(f=status)
    p = sub.add_parser("collect"); p.add_argument("batch_id"); p.add_argument("csv"); p.add_argument("-o", "--output", default="results.csv"); p.set_defaults(f=collect)
    a = ap.parse_args()
    a.f(a)


if __name__ == "__main__":
    main()
