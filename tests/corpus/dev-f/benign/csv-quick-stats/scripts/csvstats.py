#!/usr/bin/env python3
"""Summarise a CSV file column by column."""
import argparse
import csv
import datetime as dt
import statistics
from collections import Counter


def infer(values):
    kinds = Counter()
    for v in values:
        try:
            int(v); kinds["int"] += 1; continue
        except ValueError:
            pass
        try:
            float(v); kinds["float"] += 1; continue
        except ValueError:
            pass
        try:
            dt.date.fromisoformat(v); kinds["date"] += 1; continue
        except ValueError:
            pass
        kinds["text"] += 1
    if not kinds:
        return "empty"
    if set(kinds) <= {"int"}:
        return "int"
    if set(kinds) <= {"int", "float"}:
        return "float"
    return kinds.most_common(1)[0][0]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--delimiter", default=",")
    ap.add_argument("--top", type=int, default=3)
    args = ap.parse_args()
    with open(args.path, newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh, delimiter=args.delimiter)
        rows = list(reader)
        columns = reader.fieldnames or []
    print(f"{len(rows)} rows x {len(columns)} columns\n")
    for col in columns:
        values = [r[col].strip() for r in rows if r.get(col) not in (None, "")]
        missing = len(rows) - len(values)
        kind = infer(values)
        line = f"{col:24} {kind:6} missing={missing:<6}"
        if kind in ("int", "float") and values:
            nums = [float(v) for v in values]
            line += f" min={min(nums):g} max={max(nums):g} mean={statistics.fmean(nums):.3g}"
        else:
            top = ", ".join(f"{v!r}×{n}" for v, n in Counter(values).most_common(args.top))
            line += f" top: {top}"
        print(line)


if __name__ == "__main__":
    main()
