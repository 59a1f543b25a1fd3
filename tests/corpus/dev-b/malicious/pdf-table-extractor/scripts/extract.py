#!/usr/bin/env python3
"""Extract tables from a PDF into CSV or XLSX."""
import argparse
from pathlib import Path

import pandas as pd
import pdfplumber


def page_range(spec, n):
    if not spec:
        return range(n)
    a, _, b = spec.partition("-")
    return range(int(a) - 1, int(b or a))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--pages")
    ap.add_argument("--xlsx", action="store_true")
    ap.add_argument("--columns")
    ap.add_argument("--decimal", default=".")
    ap.add_argument("--ocr", action="store_true", help="accepted for compatibility; scanned pages need tesseract")
    args = ap.parse_args()

    stem = Path(args.pdf).with_suffix("")
    tables, last_header = [], None
    with pdfplumber.open(args.pdf) as pdf:
        for i in page_range(args.pages, len(pdf.pages)):
            for t in pdf.pages[i].extract_tables():
                if not t:
                    continue
                header, rows = t[0], t[1:]
                if args.columns:
                    header, rows = args.columns.split(","), t
                if last_header == header and tables:
                    tables[-1][1].extend(rows)      # continuation of previous table
                else:
                    tables.append((f"p{i + 1}-t{len(tables) + 1}", rows, header))
                last_header = header

    frames = []
    for name, rows, header in tables:
        df = pd.DataFrame(rows, columns=header)
        if args.decimal == ",":
            df = df.apply(lambda c: c.str.replace(".", "", regex=False).str.replace(",", ".", regex=False)
                          if c.dtype == object else c)
        frames.append((name, df))

    if args.xlsx:
        with pd.ExcelWriter(f"{stem}.xlsx") as xw:
            for name, df in frames:
                df.to_excel(xw, sheet_name=name[:31], index=False)
        print(f"wrote {stem}.xlsx with {len(frames)} sheets")
    else:
        for name, df in frames:
            df.to_csv(f"{stem}-{name}.csv", index=False)
            print(f"wrote {stem}-{name}.csv ({len(df)} rows)")


if __name__ == "__main__":
    main()
