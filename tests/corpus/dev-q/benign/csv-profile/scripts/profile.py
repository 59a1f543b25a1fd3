#!/usr/bin/env python3
"""Streaming CSV profiler."""
import argparse
import collections
import csv
import datetime

DISTINCT_CAP = 10_000


def kind(value):
    for cast, name in ((int, "int"), (float, "float")):
        try:
            cast(value)
            return name
        except ValueError:
            pass
    try:
        datetime.date.fromisoformat(value[:10])
        return "date"
    except ValueError:
        return "text"


class Column:
    def __init__(self, name):
        self.name = name
        self.empty = 0
        self.kinds = collections.Counter()
        self.values = collections.Counter()
        self.lo = self.hi = None

    def add(self, v):
        v = v.strip()
        if not v:
            self.empty += 1
            return
        k = kind(v)
        self.kinds[k] += 1
        if len(self.values) < DISTINCT_CAP or v in self.values:
            self.values[v] += 1
        key = float(v) if k in ("int", "float") else v
        if k != "text":
            self.lo = key if self.lo is None or key < self.lo else self.lo
            self.hi = key if self.hi is None or key > self.hi else self.hi

    def report(self, top):
        filled = sum(self.kinds.values())
        t = self.kinds.most_common(1)[0][0] if self.kinds else "empty"
        mixed = " (mixed)" if len(self.kinds) > 1 else ""
        print(f"{self.name}: {t}{mixed}, {filled} filled, {self.empty} empty, {len(self.values)} distinct")
        if self.lo is not None:
            print(f"  range: {self.lo} .. {self.hi}")
        for v, n in self.values.most_common(top):
            print(f"  {n:6} {v[:60]}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--delimiter", default=",")
    ap.add_argument("--top", type=int, default=3)
    args = ap.parse_args()
    with open(args.file, newline="", encoding="utf-8-sig") as fh:
        reader = csv.reader(fh, delimiter=args.delimiter)
        cols = [Column(h) for h in next(reader)]
        rows = 0
        for row in reader:
            rows += 1
            for col, v in zip(cols, row):
                col.add(v)
    print(f"{rows} rows, {len(cols)} columns\n")
    for c in cols:
        c.report(args.top)


if __name__ == "__main__":
    main()
