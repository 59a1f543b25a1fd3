#!/usr/bin/env python3
"""Quick column profile of a CSV file."""
import argparse
import collections
import csv
import datetime
import statistics
import sys


def kind(values):
    def all_parse(fn):
        ok = 0
        for v in values:
            try:
                fn(v)
                ok += 1
            except ValueError:
                pass
        return ok >= 0.95 * len(values)
    if not values:
        return "empty"
    if all_parse(int):
        return "integer"
    if all_parse(lambda v: float(v.replace(",", "."))):
        return "decimal"
    if all_parse(datetime.date.fromisoformat):
        return "date"
    return "text"


def summary(k, values, top):
    if k in ("integer", "decimal"):
        nums = []
        for v in values:
            try:
                nums.append(float(v.replace(",", ".")))
            except ValueError:
                pass
        return (f"min {min(nums):g}  median {statistics.median(nums):g}  "
                f"mean {statistics.fmean(nums):.2f}  max {max(nums):g}  unique {len(set(values))}")
    if k == "date":
        ds = sorted(v for v in values if v)
        return f"{ds[0]} .. {ds[-1]}"
    if k == "text":
        c = collections.Counter(values).most_common(top)
        return ", ".join(f"{v[:20]} {n}" for v, n in c) + (" …" if len(set(values)) > top else "")
    return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--sep", default=",")
    ap.add_argument("--top", type=int, default=5)
    a = ap.parse_args()
    with open(a.file, newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh, delimiter=a.sep)
        rows = list(reader)
        cols = reader.fieldnames or []
    print(f"rows: {len(rows)}   columns: {len(cols)}\n")
    print(f"{'column':20} {'type':8} {'missing':>8}  summary")
    for c in cols:
        vals = [r[c].strip() for r in rows if r.get(c) is not None]
        present = [v for v in vals if v != ""]
        k = kind(present)
        print(f"{c[:20]:20} {k:8} {len(rows) - len(present):>8}  {summary(k, present, a.top)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
