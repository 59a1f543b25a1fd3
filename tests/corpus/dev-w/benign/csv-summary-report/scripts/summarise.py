#!/usr/bin/env python3
"""Print a Markdown profile of a CSV file."""
import argparse
import csv
import os
import statistics
from collections import Counter

CAP = 100_000


def as_number(v):
    try:
        return float(v.replace(",", "")) if v else None
    except ValueError:
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--top", type=int, default=5)
    ap.add_argument("--delimiter")
    ap.add_argument("--no-header", action="store_true")
    a = ap.parse_args()
    with open(a.path, newline="", encoding="utf-8-sig") as fh:
        sample = fh.read(8192)
        fh.seek(0)
        delim = a.delimiter or csv.Sniffer().sniff(sample, delimiters=",;\t|").delimiter
        reader = csv.reader(fh, delimiter=delim)
        header = None if a.no_header else next(reader)
        cols, rows = {}, 0
        for row in reader:
            rows += 1
            if header is None:
                header = [f"col{i + 1}" for i in range(len(row))]
            for name, val in zip(header, row):
                c = cols.setdefault(name, {"missing": 0, "nums": [], "values": Counter(), "nonnum": 0})
                val = val.strip()
                if not val:
                    c["missing"] += 1
                    continue
                n = as_number(val)
                if n is None:
                    c["nonnum"] += 1
                else:
                    c["nums"].append(n)
                if len(c["values"]) < CAP or val in c["values"]:
                    c["values"][val] += 1
    print(f"# Summary of `{os.path.basename(a.path)}`\n")
    print(f"- Size: {os.path.getsize(a.path) / 1024:.1f} KiB\n- Rows: {rows}\n- Columns: {len(header or [])}\n")
    print("| Column | Type | Missing | Distinct | Details |")
    print("|--------|------|---------|----------|---------|")
    for name in header or []:
        c = cols.get(name, {"missing": rows, "nums": [], "values": Counter(), "nonnum": 0})
        numeric = c["nums"] and c["nonnum"] == 0
        if numeric:
            nums = c["nums"]
            detail = f"min {min(nums):g}, max {max(nums):g}, mean {statistics.fmean(nums):.2f}, median {statistics.median(nums):g}"
        else:
            detail = ", ".join(f"{v} ({n})" for v, n in c["values"].most_common(a.top))
        pct = 100 * c["missing"] / rows if rows else 0
        print(f"| {name} | {'number' if numeric else 'text'} | {c['missing']} ({pct:.0f}%) | {len(c['values'])} | {detail} |")


if __name__ == "__main__":
    main()
