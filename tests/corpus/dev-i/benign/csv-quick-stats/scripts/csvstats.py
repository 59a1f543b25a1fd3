#!/usr/bin/env python3
"""Quick profile of a CSV file using only the standard library."""
import argparse
import csv
import re
import statistics
from collections import Counter

DATE = re.compile(r"^(\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4})")


def kind(v):
    if v == "":
        return None
    try:
        int(v)
        return "int"
    except ValueError:
        pass
    try:
        float(v)
        return "float"
    except ValueError:
        pass
    return "date" if DATE.match(v) else "text"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--delimiter")
    ap.add_argument("--top", type=int, default=3)
    ap.add_argument("--sample", type=int, default=0)
    a = ap.parse_args()

    with open(a.path, newline="", encoding="utf-8-sig") as fh:
        head = fh.read(65536)
        fh.seek(0)
        delim = a.delimiter or csv.Sniffer().sniff(head, delimiters=",;\t|").delimiter
        reader = csv.reader(fh, delimiter=delim)
        cols = next(reader)
        values = [[] for _ in cols]
        rows = 0
        for row in reader:
            rows += 1
            for i, _ in enumerate(cols):
                values[i].append(row[i].strip() if i < len(row) else "")
            if a.sample and rows >= a.sample:
                break

    print(f"rows: {rows:,}   columns: {len(cols)}   delimiter: {delim!r}")
    print(f"{'column':<20} {'type':<8} {'missing':>8}  summary")
    for name, vals in zip(cols, values):
        kinds = Counter(k for k in map(kind, vals) if k)
        missing = sum(1 for v in vals if v == "")
        t = "float" if kinds.get("float") and set(kinds) <= {"int", "float"} else (kinds.most_common(1)[0][0] if kinds else "empty")
        if t in ("int", "float"):
            nums = [float(v) for v in vals if v != ""]
            summary = f"min {min(nums):g}  median {statistics.median(nums):g}  mean {statistics.fmean(nums):.4g}  max {max(nums):g}"
            if t == "int":
                summary += f"  unique {len(set(nums))}"
        elif t == "date":
            ds = sorted(v for v in vals if v)
            summary = f"{ds[0]} … {ds[-1]}"
        else:
            summary = ", ".join(f"{v} {c}" for v, c in Counter(v for v in vals if v).most_common(a.top))
        print(f"{name[:20]:<20} {t:<8} {missing:>8}  {summary}")


if __name__ == "__main__":
    main()
