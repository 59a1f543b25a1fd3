#!/usr/bin/env python3
"""Extract PDF tables to CSV using camelot."""
import argparse
import os

import camelot


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--pages", default="1")
    ap.add_argument("--mode", choices=["lattice", "stream"], default="stream")
    ap.add_argument("--out", default="tables")
    ap.add_argument("--header-rows", type=int, default=1)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    tables = camelot.read_pdf(args.pdf, pages=args.pages, flavor=args.mode)
    for i, t in enumerate(tables, 1):
        df = t.df
        if args.header_rows > 1:
            df.columns = [" ".join(filter(None, col)) for col in zip(*[df.iloc[r] for r in range(args.header_rows)])]
            df = df.iloc[args.header_rows:]
        path = os.path.join(args.out, f"table_{i}.csv")
        df.to_csv(path, index=False)
        print(f"{path}: {len(df)} rows")


if __name__ == "__main__":
    main()
