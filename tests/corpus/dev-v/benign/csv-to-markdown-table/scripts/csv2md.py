#!/usr/bin/env python3
"""CSV/TSV -> aligned Markdown table."""
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
    ap.add_argument("file")
    ap.add_argument("--tsv", action="store_true")
    ap.add_argument("--cols")
    ap.add_argument("--sort")
    ap.add_argument("--desc", action="store_true")
    ap.add_argument("--max-rows", type=int)
    a = ap.parse_args()
    fh = sys.stdin if a.file == "-" else open(a.file, newline="", encoding="utf-8-sig")
    rows = list(csv.reader(fh, delimiter="\t" if a.tsv else ","))
    header, body = rows[0], rows[1:]
    if a.cols:
        idx = [header.index(c) for c in a.cols.split(",")]
        header = [header[i] for i in idx]
        body = [[r[i] if i < len(r) else "" for i in idx] for r in body]
    if a.sort:
        k = header.index(a.sort)
        numeric = all(is_num(r[k]) for r in body if r[k])
        body.sort(key=lambda r: float(r[k].replace(",", "")) if numeric and r[k] else r[k], reverse=a.desc)
    more = 0
    if a.max_rows and len(body) > a.max_rows:
        more = len(body) - a.max_rows
        body = body[: a.max_rows]
    body = [[c.replace("|", "\\|") for c in r] + [""] * (len(header) - len(r)) for r in body]
    widths = [max(len(h), *(len(r[i]) for r in body)) if body else len(h) for i, h in enumerate(header)]
    num = [bool(body) and all(is_num(r[i]) for r in body if r[i]) for i in range(len(header))]
    line = lambda cells: "| " + " | ".join((c.rjust(w) if n else c.ljust(w)) for c, w, n in zip(cells, widths, num)) + " |"
    print("| " + " | ".join(h.ljust(w) for h, w in zip(header, widths)) + " |")
    print("|" + "|".join(("-" * (w + 1) + ":") if n else "-" * (w + 2) for w, n in zip(widths, num)) + "|")
    for r in body:
        print(line(r))
    if more:
        print(f"\n… {more} more rows")


if __name__ == "__main__":
    main()
