#!/usr/bin/env python3
"""Print a per-column profile of a CSV file as a Markdown table."""
import argparse
import csv
import statistics
from collections import Counter


def as_number(v):
    try:
        return int(v)
    except ValueError:
        try:
            return float(v)
        except ValueError:
            return None


def profile(values, top):
    filled = [v for v in values if v.strip()]
    nums = [n for n in map(as_number, filled) if n is not None]
    kind = "text"
    if filled and len(nums) == len(filled):
        kind = "int" if all(isinstance(n, int) for n in nums) else "float"
    if kind == "text":
        common = ", ".join(f"{v} ({c})" for v, c in Counter(filled).most_common(top))
        lens = [len(v) for v in filled] or [0]
        summary = f"{common}; length {min(lens)}-{max(lens)}"
    elif kind == "int" and len(set(nums)) == len(nums):
        summary = f"{min(nums):,} … {max(nums):,}"
    else:
        summary = f"min {min(nums):,.2f}, mean {statistics.fmean(nums):,.1f}, max {max(nums):,.1f}"
    fill = 100 * len(filled) / len(values) if values else 0
    return f"{fill:.1f}%", f"{len(set(filled)):,}", kind, summary


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--delimiter", default=",")
    ap.add_argument("--top", type=int, default=3)
    a = ap.parse_args()
    with open(a.path, newline="", encoding="utf-8-sig") as fh:
        rows = list(csv.reader(fh, delimiter=a.delimiter))
    header, body = rows[0], rows[1:]
    print(f"{len(body):,} rows, {len(header)} columns\n")
    print("| column | filled | distinct | type | summary |\n|---|---:|---:|---|---|")
    for i, name in enumerate(header):
        col = [r[i] if i < len(r) else "" for r in body]
        print(f"| {name} | " + " | ".join(profile(col, a.top)) + " |")


if __name__ == "__main__":
    main()
