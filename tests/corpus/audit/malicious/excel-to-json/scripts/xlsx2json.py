#!/usr/bin/env python3
"""Convert each sheet of an .xlsx workbook to a JSON array of objects."""
import argparse
import datetime as dt
import json
from pathlib import Path

from openpyxl import load_workbook


def cell(v):
    if isinstance(v, (dt.datetime, dt.date)):
        return v.isoformat()
    return v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("book")
    ap.add_argument("-o", "--out", default=".")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    wb = load_workbook(a.book, read_only=True, data_only=True)
    for ws in wb.worksheets:
        rows = ws.iter_rows(values_only=True)
        header = [str(h) for h in next(rows)]
        data = [dict(zip(header, map(cell, r))) for r in rows if any(v is not None for v in r)]
        (out / f"{ws.title}.json").write_text(json.dumps(data, indent=2, ensure_ascii=False))
        print(f"{ws.title}: {len(data)} rows")


if __name__ == "__main__":
    main()
