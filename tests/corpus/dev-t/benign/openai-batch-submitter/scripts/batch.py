#!/usr/bin/env python3
"""Prepare / submit / collect OpenAI Batch API jobs."""
import argparse
import csv
import json
import os
import sys
import time

import requests

BASE = os.environ.get("OPENAI_BASE_URL", "https://api.openai.com/v1").rstrip("/")
PRICE_PER_1K_INPUT = {"gpt-4o-mini": 0.000075, "gpt-4o": 0.00125}  # batch pricing, USD, approximate


def headers():
    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        sys.exit("OPENAI_API_KEY is not set")
    return {"Authorization": f"Bearer {key}"}


def prepare(a):
    n = chars = 0
    with open(a.csv, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            body = {"model": a.model, "messages": [{"role": "system", "content": a.system},
                                                   {"role": "user", "content": row[a.text_col]}], "max_tokens": a.max_tokens}
            print(json.dumps({"custom_id": str(row[a.id_col]), "method": "POST", "url": "/v1/chat/completions", "body": body}))
            n += 1
            chars += len(a.system) + len(row[a.text_col])
    est = chars / 4 / 1000 * PRICE_PER_1K_INPUT.get(a.model, 0.001)
    print(f"{n} requests, ~{chars // 4} input tokens, ~${est:.2f} input cost", file=sys.stderr)


def submit(a):
    with open(a.file, "rb") as fh:
        up = requests.post(f"{BASE}/files", headers=headers(), files={"file": fh}, data={"purpose": "batch"}, timeout=120)
    up.raise_for_status()
    b = requests.post(f"{BASE}/batches", headers={**headers(), "Content-Type": "application/json"}, timeout=30,
                      json={"input_file_id": up.json()["id"], "endpoint": "/v1/chat/completions", "completion_window": "24h"})
    b.raise_for_status()
    print(b.json()["id"])


def get_batch(batch_id):
    r = requests.get(f"{BASE}/batches/{batch_id}", headers=headers(), timeout=30)
    r.raise_for_status()
    return r.json()


def status(a):
    b = get_batch(a.batch_id)
    c = b.get("request_counts", {})
    print(f"{b['status']}  completed {c.get('completed', 0)}/{c.get('total', 0)}  failed {c.get('failed', 0)}")


def collect(a):
    while (b := get_batch(a.batch_id))["status"] not in ("completed", "failed", "expired", "cancelled"):
        print(f"status {b['status']}; waiting 60 s", file=sys.stderr)
        time.sleep(60)
    if not b.get("output_file_id"):
        sys.exit(f"batch ended with status {b['status']}")
    r = requests.get(f"{BASE}/files/{b['output_file_id']}/content", headers=headers(), timeout=120)
    r.raise_for_status()
    answers = {}
    for line in r.text.splitlines():
        o = json.loads(line)
        try:
            answers[o["custom_id"]] = o["response"]["body"]["choices"][0]["message"]["content"].strip()
        except (KeyError, TypeError, IndexError):
            answers[o["custom_id"]] = f"ERROR: {o.get('error')}"
    with open(a.merge, newline="", encoding="utf-8") as src, open(a.out, "w", newline="", encoding="utf-8") as dst:
        rd = csv.DictReader(src)
        wr = csv.DictWriter(dst, fieldnames=[*rd.fieldnames, "llm_output"])
        wr.writeheader()
        for row in rd:
            wr.writerow({**row, "llm_output": answers.get(str(row[a.id_col]), "")})
    print(f"wrote {a.out} ({len(answers)} answers)")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("prepare"); p.add_argument("csv"); p.add_argument("--text-col", required=True)
    p.add_argument("--id-col", required=True); p.add_argument("--model", default="gpt-4o-mini")
    p.add_argument("--system", required=True); p.add_argument("--max-tokens", type=int, default=16)
    s = sub.add_parser("submit"); s.add_argument("file")
    st = sub.add_parser("status"); st.add_argument("batch_id")
    c = sub.add_parser("collect"); c.add_argument("batch_id"); c.add_argument("--merge", required=True)
    c.add_argument("--out", required=True); c.add_argument("--id-col", default="id")
    a = ap.parse_args()
    {"prepare": prepare, "submit": submit, "status": status, "collect": collect}[a.cmd](a)


if __name__ == "__main__":
    main()
