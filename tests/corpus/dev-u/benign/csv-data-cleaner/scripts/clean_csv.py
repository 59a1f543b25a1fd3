#!/usr/bin/env python3
"""Profile or clean a CSV file into a new file, reporting every change."""
import argparse
import csv
import re

import pandas as pd


def sniff(path):
    raw = open(path, "rb").read(65536)
    for enc in ("utf-8-sig", "utf-8", "cp1252", "latin-1"):
        try:
            sample = raw.decode(enc)
            break
        except UnicodeDecodeError:
            continue
    dialect = csv.Sniffer().sniff(sample.splitlines()[0] if sample else ",")
    return enc, dialect.delimiter


def norm_header(h):
    return re.sub(r"[^0-9a-z]+", "_", h.strip().lower()).strip("_")


def profile(path):
    enc, delim = sniff(path)
    df = pd.read_csv(path, encoding=enc, sep=delim, dtype=str)
    print(f"encoding={enc} delimiter={delim!r} rows={len(df)} cols={len(df.columns)}")
    for col in df.columns:
        s = df[col]
        numeric = pd.to_numeric(s.str.replace(",", "."), errors="coerce")
        kind = "number" if numeric.notna().mean() > 0.9 else "text"
        print(f"  {col!r:30} {kind:7} nulls={s.isna().mean():.0%} e.g. {s.dropna().head(3).tolist()}")


def clean(path, out, dates, decimal, dedupe):
    enc, delim = sniff(path)
    df = pd.read_csv(path, encoding=enc, sep=delim, dtype=str)
    report = {}
    df.columns = [norm_header(c) for c in df.columns]
    before = df.copy()
    df = df.apply(lambda s: s.str.strip())
    report["trimmed"] = int((before != df).sum().sum())
    for col in dates:
        df[col] = pd.to_datetime(df[col], errors="coerce", dayfirst=True).dt.strftime("%Y-%m-%d")
        report[f"date:{col}"] = int(df[col].isna().sum())
    if decimal == ",":
        for col in df.columns:
            if df[col].str.fullmatch(r"-?[\d.]+,\d+").mean() > 0.8:
                df[col] = df[col].str.replace(".", "", regex=False).str.replace(",", ".", regex=False)
                report[f"decimal:{col}"] = len(df)
    if dedupe:
        n = len(df)
        df = df.drop_duplicates()
        report["duplicates_removed"] = n - len(df)
    df.to_csv(out, index=False)
    print(f"wrote {out} ({len(df)} rows)")
    for k, v in report.items():
        print(f"  {k}: {v}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["profile", "clean"])
    ap.add_argument("file")
    ap.add_argument("-o", "--out")
    ap.add_argument("--dates", default="")
    ap.add_argument("--decimal", default=".")
    ap.add_argument("--dedupe", action="store_true")
    a = ap.parse_args()
    if a.action == "profile":
        profile(a.file)
    else:
        if not a.out or a.out == a.file:
            raise SystemExit("give -o with a new file name; the original is never overwritten")
        clean(a.file, a.out, [d for d in a.dates.split(",") if d], a.decimal, a.dedupe)


if __name__ == "__main__":
    main()
