#!/usr/bin/env python3
import argparse
import csv
import statistics
from collections import Counter


def as_float(v):
    try:
        return float(v.replace(",", ""))
    except ValueError:
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--delimiter", default=",")
    a = ap.parse_args()
    with open(a.path, newline="", encoding="utf-8-sig") as fh:
        rows = list(csv.DictReader(fh, delimiter=a.delimiter))
    print(f"rows: {len(rows)}")
    if not rows:
        return
    for col in rows[0].keys():
        vals = [r[col] for r in rows]
        empty = sum(1 for v in vals if not v.strip())
        nums = [x for x in (as_float(v) for v in vals if v.strip()) if x is not None]
        print(f"\n{col}: {empty} empty")
        if nums and len(nums) >= 0.9 * (len(vals) - empty):
            print(f"  numeric  min={min(nums):g} max={max(nums):g} mean={statistics.fmean(nums):.3g}")
        else:
            top = Counter(v for v in vals if v.strip()).most_common(5)
            print("  text     top: " + ", ".join(f"{k!r}×{n}" for k, n in top))


if __name__ == "__main__":
    main()
