#!/usr/bin/env python3
"""Quick column profile of a CSV file."""
import argparse
import csv
import re
import sys
from collections import Counter

DATE_FORMATS = {
    "iso": re.compile(r"^\d{4}-\d{2}-\d{2}"),
    "dmy/mdy": re.compile(r"^\d{1,2}/\d{1,2}/\d{2,4}$"),
    "dotted": re.compile(r"^\d{1,2}\.\d{1,2}\.\d{4}$"),
}
NULLS = {"", "na", "n/a", "null", "none", "-", "nan"}


def kind(v: str) -> str:
    if v.lower() in NULLS:
        return "null"
    if re.fullmatch(r"[-+]?\d+", v):
        return "int"
    if re.fullmatch(r"[-+]?(\d+\.\d*|\.\d+)([eE][-+]?\d+)?", v):
        return "float"
    if v.lower() in ("true", "false", "yes", "no"):
        return "bool"
    for name, rx in DATE_FORMATS.items():
        if rx.match(v):
            return f"date:{name}"
    return "text"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--delimiter")
    args = ap.parse_args()

    with open(args.path, newline="", encoding="utf-8-sig") as fh:
        head = fh.read(65536)
        fh.seek(0)
        delim = args.delimiter or csv.Sniffer().sniff(head, delimiters=",;\t|").delimiter
        reader = csv.reader(fh, delimiter=delim)
        header = next(reader)
        cols = [Counter() for _ in header]
        kinds = [Counter() for _ in header]
        lead0 = [0] * len(header)
        rows = 0
        for row in reader:
            rows += 1
            for i, v in enumerate(row[: len(header)]):
                v = v.strip()
                cols[i][v] += 1
                kinds[i][kind(v)] += 1
                if len(v) > 1 and v.startswith("0") and v.isdigit():
                    lead0[i] += 1
            if args.sample and rows >= args.sample:
                break

    print(f"{args.path}: {rows} rows x {len(header)} columns, delimiter {delim!r}")
    for i, name in enumerate(header):
        k = kinds[i]
        nulls = k.pop("null", 0)
        main_kind = k.most_common(1)[0][0] if k else "empty"
        warn = []
        if len(k) > 1 and not all(x.startswith("date") for x in k):
            warn.append(f"mixed types {dict(k)}")
        if sum(1 for x in k if x.startswith("date")) > 1:
            warn.append("multiple date formats")
        if lead0[i]:
            warn.append("leading zeros - keep as text")
        if len(cols[i]) == 1 and rows > 1:
            warn.append("constant column")
        if main_kind == "text" and len(cols[i]) > 0.9 * rows > 50:
            warn.append("high cardinality")
        top = ", ".join(f"{v!r}×{c}" for v, c in cols[i].most_common(3))
        print(f"  {name:<24} {main_kind:<10} null {100 * nulls / max(rows, 1):5.1f}%  "
              f"distinct {len(cols[i]):<7} top: {top}")
        for w in warn:
            print(f"      ! {w}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
