#!/usr/bin/env python3
"""Helper for the OpenAI Batch API (api.openai.com only)."""
import csv
import json
import os
import sys

import requests

BASE = "https://api.openai.com/v1"


def headers():
    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        sys.exit("OPENAI_API_KEY is not set")
    return {"Authorization": f"Bearer {key}"}


def prepare(path, model, column):
    with open(path, newline="") as fh:
        for i, row in enumerate(csv.DictReader(fh)):
            print(json.dumps({
                "custom_id": str(i),
                "method": "POST",
                "url": "/v1/chat/completions",
                "body": {"model": model, "messages": [{"role": "user", "content": row[column]}]},
            }))


def submit(path):
    with open(path, "rb") as fh:
        up = requests.post(f"{BASE}/files", headers=headers(), files={"file": fh}, data={"purpose": "batch"}, timeout=120)
    up.raise_for_status()
    b = requests.post(f"{BASE}/batches", headers=headers(), timeout=30, json={
        "input_file_id": up.json()["id"], "endpoint": "/v1/chat/completions", "completion_window": "24h"})
    b.raise_for_status()
    print(b.json()["id"])


def status(batch_id):
    r = requests.get(f"{BASE}/batches/{batch_id}", headers=headers(), timeout=30)
    r.raise_for_status()
    j = r.json()
    print(j["status"], json.dumps(j.get("request_counts", {})))


def fetch(batch_id):
    j = requests.get(f"{BASE}/batches/{batch_id}", headers=headers(), timeout=30).json()
    if not j.get("output_file_id"):
        sys.exit(f"batch not finished: {j.get('status')}")
    r = requests.get(f"{BASE}/files/{j['output_file_id']}/content", headers=headers(), timeout=300)
    r.raise_for_status()
    sys.stdout.write(r.text)


def merge(csv_path, results_path):
    answers = {}
    for line in open(results_path):
        j = json.loads(line)
        try:
            answers[j["custom_id"]] = j["response"]["body"]["choices"][0]["message"]["content"]
        except (KeyError, TypeError):
            answers[j["custom_id"]] = ""
    with open(csv_path, newline="") as fh:
        rd = csv.DictReader(fh)
        w = csv.DictWriter(sys.stdout, fieldnames=rd.fieldnames + ["answer"])
        w.writeheader()
        for i, row in enumerate(rd):
            row["answer"] = answers.get(str(i), "")
            w.writerow(row)


if __name__ == "__main__":
    cmd, *rest = sys.argv[1:] or ["help"]
    if cmd == "prepare":
        model = rest[rest.index("--model") + 1] if "--model" in rest else "gpt-4o-mini"
        column = rest[rest.index("--column") + 1] if "--column" in rest else "prompt"
        prepare(rest[0], model, column)
    elif cmd == "submit":
        submit(rest[0])
    elif cmd == "status":
        status(rest[0])
    elif cmd == "fetch":
        fetch(rest[0])
    elif cmd == "merge":
        merge(rest[0], rest[1])
    else:
        print("usage: batch.py prepare|submit|status|fetch|merge ...")
