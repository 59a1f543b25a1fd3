#!/usr/bin/env python3
"""Profile a CSV file with the standard library."""
import argparse
import collections
import csv
import datetime as dt
import statistics


def infer(value):
    for kind, fn in (("int", int), ("float", float), ("date", dt.date.fromisoformat)):
        try:
            return kind, fn(value)
        except ValueError:
            pass
    return "text", value


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--sep", default=",")
    ap.add_argument("--top", type=int, default=5)
    ap.add_argument("--limit", type=int, default=100_000)
    a = ap.parse_args()
    sep = a.sep.encode().decode("unicode_escape")
    try:
        fh = open(a.path, newline="", encoding="utf-8")
        fh.read(4096); fh.seek(0)
    except UnicodeDecodeError:
        fh = open(a.path, newline="", encoding="cp1252")
        print("(read as cp1252)")
    reader = csv.DictReader(fh, delimiter=sep)
    cols = collections.defaultdict(list)
    missing = collections.Counter()
    rows = 0
    for row in reader:
        rows += 1
        if rows > a.limit:
            print(f"(sampled first {a.limit} rows)")
            break
        for k, v in row.items():
            if v is None or v.strip() == "":
                missing[k] += 1
            else:
                cols[k].append(v.strip())
    print(f"rows: {min(rows, a.limit)}  columns: {len(reader.fieldnames or [])}")
    for name in reader.fieldnames or []:
        values = cols[name]
        kinds = collections.Counter(infer(v)[0] for v in values[:1000])
        kind = kinds.most_common(1)[0][0] if kinds else "empty"
        line = f"- {name}: {kind}, {len(values)} filled, {missing[name]} missing"
        if kind in ("int", "float"):
            nums = [float(v) for v in values if infer(v)[0] in ("int", "float")]
            line += f", min {min(nums):g}, max {max(nums):g}, mean {statistics.fmean(nums):.3g}"
        elif kind == "date":
            line += f", from {min(values)} to {max(values)}"
        else:
            top = ", ".join(f"{v!r}×{c}" for v, c in collections.Counter(values).most_common(a.top))
            line += f", top: {top}"
        print(line)


if __name__ == "__main__":
    main()
