#!/usr/bin/env python3
"""Convert CSV/TSV to an aligned Markdown table."""
import argparse
import csv
import io
import sys


def is_number(s):
    try:
        float(s.replace(",", ""))
        return True
    except ValueError:
        return False


def clean(cell):
    return cell.replace("|", "\\|").replace("\r\n", "<br>").replace("\n", "<br>").strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--columns")
    ap.add_argument("--sort")
    ap.add_argument("--desc", action="store_true")
    ap.add_argument("--max-rows", type=int)
    args = ap.parse_args()

    text = sys.stdin.read() if args.file == "-" else open(args.file, newline="", encoding="utf-8-sig").read()
    dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t|")
    rows = list(csv.reader(io.StringIO(text), dialect))
    header, body = rows[0], [r for r in rows[1:] if any(c.strip() for c in r)]

    if args.columns:
        wanted = [c.strip() for c in args.columns.split(",")]
        idx = [header.index(c) for c in wanted]
        header = wanted
        body = [[r[i] if i < len(r) else "" for i in idx] for r in body]
    if args.sort:
        i = header.index(args.sort)
        numeric = all(is_number(r[i]) for r in body if r[i])
        body.sort(key=lambda r: float(r[i].replace(",", "")) if numeric and r[i] else r[i], reverse=args.desc)

    extra = 0
    if args.max_rows and len(body) > args.max_rows:
        extra = len(body) - args.max_rows
        body = body[: args.max_rows]

    body = [[clean(c) for c in r] + [""] * (len(header) - len(r)) for r in body]
    header = [clean(h) for h in header]
    numeric_cols = [all(is_number(r[i]) for r in body if r[i]) and any(r[i] for r in body) for i in range(len(header))]
    widths = [max([len(header[i]), 3] + [len(r[i]) for r in body]) for i in range(len(header))]

    def line(cells):
        return "| " + " | ".join(c.rjust(w) if n else c.ljust(w) for c, w, n in zip(cells, widths, numeric_cols)) + " |"

    print(line(header))
    print("|" + "|".join((("-" * (w + 1)) + ":") if n else (":" + "-" * (w + 1)) for w, n in zip(widths, numeric_cols)) + "|")
    for r in body:
        print(line(r))
    if extra:
        print(line([f"… {extra} more rows"] + [""] * (len(header) - 1)))


if __name__ == "__main__":
    main()
