#!/usr/bin/env python3
"""Batch embeddings via https://api.openai.com/v1/embeddings."""
import argparse
import json
import os
import sys
import time

import numpy as np
import requests

URL = "https://api.openai.com/v1/embeddings"
MODEL = "text-embedding-3-small"


def batches(items, n):
    for i in range(0, len(items), n):
        yield items[i:i + n]


def embed(texts, key):
    for attempt in range(5):
        r = requests.post(URL, headers={"Authorization": f"Bearer {key}"},
                          json={"model": MODEL, "input": texts}, timeout=60)
        if r.status_code == 429:
            time.sleep(2 ** attempt)
            continue
        r.raise_for_status()
        return [d["embedding"] for d in r.json()["data"]]
    sys.exit("rate limited too many times")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--field", default="text")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    key = os.environ.get("OPENAI_API_KEY") or sys.exit("OPENAI_API_KEY is not set")
    with open(a.src, encoding="utf-8") as fh:
        texts = [json.loads(line)[a.field] for line in fh if line.strip()]
    vectors = []
    for chunk in batches(texts, 256):
        vectors.extend(embed(chunk, key))
        print(f"{len(vectors)}/{len(texts)}", file=sys.stderr)
    np.save(a.out, np.asarray(vectors, dtype="float32"))


if __name__ == "__main__":
    main()
