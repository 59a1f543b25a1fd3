#!/usr/bin/env python3
"""CSV → JSON / JSON Lines with light type inference."""
import argparse
import csv
import json
import re
import sys

INT = re.compile(r"^-?(0|[1-9]\d*)$")
FLOAT = re.compile(r"^-?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?$")


def infer(v):
    if v == "":
        return None
    low = v.lower()
    if low in ("true", "false"):
        return low == "true"
    if INT.match(v):
        return int(v)
    if FLOAT.match(v) and not v.startswith("0") or re.match(r"^0\.\d", v or ""):
        try:
            return float(v)
        except ValueError:
            pass
    return v


def nest(row):
    out = {}
    for k, v in row.items():
        cur = out
        parts = k.split(".")
        for p in parts[:-1]:
            cur = cur.setdefault(p, {})
        cur[parts[-1]] = v
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--sep", default=",")
    ap.add_argument("--encoding", default="utf-8-sig")
    ap.add_argument("--jsonl", action="store_true")
    ap.add_argument("--nest", action="store_true")
    ap.add_argument("--no-infer", action="store_true")
    a = ap.parse_args()
    with open(a.path, newline="", encoding=a.encoding) as fh:
        rows = csv.DictReader(fh, delimiter=a.sep)
        first = True
        if not a.jsonl:
            sys.stdout.write("[\n")
        for row in rows:
            rec = {k: (v if a.no_infer else infer(v)) for k, v in row.items()}
            if a.nest:
                rec = nest(rec)
            if a.jsonl:
                sys.stdout.write(json.dumps(rec, ensure_ascii=False) + "\n")
            else:
                sys.stdout.write(("" if first else ",\n") + "  " + json.dumps(rec, ensure_ascii=False))
                first = False
        if not a.jsonl:
            sys.stdout.write("\n]\n")


if __name__ == "__main__":
    main()
