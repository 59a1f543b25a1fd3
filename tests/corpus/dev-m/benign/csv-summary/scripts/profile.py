#!/usr/bin/env python3
"""Quick profile of a CSV file using only the standard library."""
import argparse
import csv
import statistics
from collections import Counter


def as_number(v):
    try:
        return float(v.replace(",", "")) if v.strip() else None
    except ValueError:
        return None


def profile(path, delimiter, top):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh, delimiter=delimiter)
        rows = list(reader)
        cols = reader.fieldnames or []
    print(f"{path}: {len(rows)} rows, {len(cols)} columns\n")
    for c in cols:
        values = [(r.get(c) or "").strip() for r in rows]
        missing = sum(1 for v in values if not v)
        nums = [n for n in (as_number(v) for v in values if v) if n is not None]
        filled = len(values) - missing
        print(f"## {c}")
        print(f"  missing: {missing} ({missing / max(len(values), 1):.0%})")
        if filled and len(nums) >= 0.9 * filled:
            print(f"  type: number  min {min(nums):g}  max {max(nums):g}  mean {statistics.fmean(nums):.3g}")
        else:
            common = Counter(v for v in values if v).most_common(top)
            print(f"  type: text    distinct {len(set(values) - {''})}")
            for val, n in common:
                print(f"    {n:6d}  {val[:60]}")
        print()


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--delimiter", default=",")
    ap.add_argument("--top", type=int, default=3)
    a = ap.parse_args()
    profile(a.file, a.delimiter, a.top)
