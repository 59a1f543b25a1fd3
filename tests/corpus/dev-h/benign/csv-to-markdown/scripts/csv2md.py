#!/usr/bin/env python3
"""Render CSV/TSV as a Markdown table."""
import argparse
import csv
import sys


def is_num(s):
    try:
        float(s.replace(",", ""))
        return True
    except ValueError:
        return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--cols")
    ap.add_argument("--sort")
    ap.add_argument("--desc", action="store_true")
    ap.add_argument("--limit", type=int)
    ap.add_argument("--delimiter", default=",")
    ap.add_argument("--thousands", action="store_true")
    a = ap.parse_args()
    delim = "\t" if a.delimiter == "tab" else a.delimiter
    with open(a.path, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh, delimiter=delim))
    if not rows:
        sys.exit("empty file")
    cols = a.cols.split(",") if a.cols else list(rows[0].keys())
    if a.sort:
        key = lambda r: float(r[a.sort].replace(",", "")) if is_num(r[a.sort] or "x") else r[a.sort]
        rows.sort(key=key, reverse=a.desc)
    if a.limit:
        rows = rows[: a.limit]
    numeric = {c: all(is_num(r[c]) for r in rows if r[c]) for c in cols}

    def fmt(c, v):
        v = (v or "").replace("|", "\\|")
        if a.thousands and numeric[c] and v:
            n = float(v.replace(",", ""))
            v = f"{n:,.0f}" if n.is_integer() else f"{n:,.2f}"
        return v

    table = [[fmt(c, r[c]) for c in cols] for r in rows]
    widths = [max(len(c), *(len(row[i]) for row in table)) for i, c in enumerate(cols)]
    print("| " + " | ".join(c.ljust(w) for c, w in zip(cols, widths)) + " |")
    print("|" + "|".join(("-" * (w + 1) + ":") if numeric[c] else ("-" * (w + 2)) for c, w in zip(cols, widths)) + "|")
    for row in table:
        cells = [v.rjust(w) if numeric[c] else v.ljust(w) for v, c, w in zip(row, cols, widths)]
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
