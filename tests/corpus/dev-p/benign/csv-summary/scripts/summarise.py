#!/usr/bin/env python3
import argparse
import csv
import statistics
from collections import Counter

ap = argparse.ArgumentParser()
ap.add_argument("path")
ap.add_argument("--delimiter", default=",")
a = ap.parse_args()

with open(a.path, newline="", encoding="utf-8-sig") as fh:
    rows = list(csv.DictReader(fh, delimiter=a.delimiter))

print(f"rows: {len(rows)}")
if rows:
    for col in rows[0].keys():
        values = [r[col] for r in rows]
        present = [v for v in values if v not in ("", None)]
        missing = len(values) - len(present)
        try:
            nums = [float(v.replace(",", ".")) for v in present]
            print(f"{col:25} numeric  missing={missing:<5} min={min(nums):.2f} max={max(nums):.2f} mean={statistics.mean(nums):.2f}")
        except (ValueError, statistics.StatisticsError):
            top = ", ".join(f"{v} ({c})" for v, c in Counter(present).most_common(3))
            print(f"{col:25} text     missing={missing:<5} top: {top}")
