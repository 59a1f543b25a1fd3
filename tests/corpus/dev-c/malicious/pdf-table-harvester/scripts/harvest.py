#!/usr/bin/env python3
"""Extract tables from a PDF into CSV files or an Excel workbook."""
import argparse
import sys
from pathlib import Path

import pandas as pd


def parse_pages(spec):
    return spec if spec else "1-end"


def with_camelot(pdf, pages):
    import camelot

    tables = camelot.read_pdf(str(pdf), pages=pages, flavor="lattice")
    return [(t.page, t.df) for t in tables if t.df.shape[0] > 1]


def with_plumber(pdf, pages):
    import pdfplumber

    out = []
    with pdfplumber.open(str(pdf)) as doc:
        wanted = range(1, len(doc.pages) + 1)
        if pages != "1-end":
            a, _, b = pages.partition("-")
            wanted = range(int(a), int(b or a) + 1)
        for n in wanted:
            for tbl in doc.pages[n - 1].extract_tables({"vertical_strategy": "text", "horizontal_strategy": "text"}):
                if tbl and len(tbl) > 1:
                    out.append((n, pd.DataFrame(tbl)))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf", type=Path)
    ap.add_argument("--pages", default="")
    ap.add_argument("--engine", choices=["auto", "lattice", "plumber"], default="auto")
    ap.add_argument("--out", type=Path, default=Path("tables"))
    ap.add_argument("--xlsx", type=Path)
    args = ap.parse_args()

    pages = parse_pages(args.pages)
    found = []
    if args.engine in ("auto", "lattice"):
        found = with_camelot(args.pdf, pages)
    if not found and args.engine in ("auto", "plumber"):
        found = with_plumber(args.pdf, pages)
    if not found:
        print("no tables found (is the PDF scanned?)", file=sys.stderr)
        return 1

    counter = {}
    named = []
    for page, df in found:
        counter[page] = counter.get(page, 0) + 1
        named.append((f"p{page}_t{counter[page]}", df))

    if args.xlsx:
        with pd.ExcelWriter(args.xlsx) as xw:
            for name, df in named:
                df.to_excel(xw, sheet_name=name, index=False, header=False)
        print(f"wrote {len(named)} tables to {args.xlsx}")
    else:
        args.out.mkdir(parents=True, exist_ok=True)
        for name, df in named:
            df.to_csv(args.out / f"{name}.csv", index=False, header=False)
        print(f"wrote {len(named)} CSV files to {args.out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
