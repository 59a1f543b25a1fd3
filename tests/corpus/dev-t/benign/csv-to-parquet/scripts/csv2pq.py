#!/usr/bin/env python3
"""Convert CSV to Parquet with type inference and a schema report."""
import argparse
import re
from decimal import Decimal
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv
import pyarrow.parquet as pq

MONEY = re.compile(r"(amount|price|total|cost|revenue|fee)", re.I)
BOOL_VALUES = {"true", "false", "yes", "no", "0", "1", "t", "f", "y", "n"}


def refine(table):
    cols = []
    for name in table.column_names:
        col = table[name]
        if pa.types.is_string(col.type):
            sample = pc.unique(col.slice(0, 100_000)).to_pylist()
            nonnull = [s for s in sample if s not in (None, "")]
            if nonnull and all(s.lower() in BOOL_VALUES for s in nonnull):
                col = pc.is_in(pc.utf8_lower(col), value_set=pa.array(["true", "yes", "1", "t", "y"]))
            elif len(sample) <= max(1, 0.05 * min(len(col), 100_000)):
                col = pc.dictionary_encode(col)
        elif pa.types.is_floating(col.type) and MONEY.search(name):
            vals = col.to_pylist()
            if all(v is None or round(v, 2) == v for v in vals[:100_000]):
                col = pa.array([None if v is None else Decimal(str(v)).quantize(Decimal("0.01")) for v in vals],
                               type=pa.decimal128(12, 2))
        cols.append(col)
    return pa.table(cols, names=table.column_names)


def report(table):
    print(f"{'column':20} {'type':16} {'nulls':>7} {'distinct(sample)':>17}")
    for name in table.column_names:
        col = table[name]
        distinct = len(pc.unique(col.slice(0, 100_000)))
        print(f"{name[:20]:20} {str(col.type)[:16]:16} {col.null_count:7} {distinct:17}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--out")
    ap.add_argument("--compression", default="zstd", choices=["zstd", "snappy", "gzip", "none"])
    ap.add_argument("--delimiter", default=",")
    ap.add_argument("--dates", default="")
    ap.add_argument("--schema-only", action="store_true")
    a = ap.parse_args()
    date_cols = [d for d in a.dates.split(",") if d]
    for f in map(Path, a.files):
        conv = pacsv.ConvertOptions(column_types={d: pa.date32() for d in date_cols},
                                    timestamp_parsers=["%Y-%m-%d", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S"])
        table = refine(pacsv.read_csv(f, parse_options=pacsv.ParseOptions(delimiter=a.delimiter), convert_options=conv))
        print(f"== {f} ({table.num_rows} rows)")
        report(table)
        if a.schema_only:
            continue
        outdir = Path(a.out) if a.out else f.parent
        outdir.mkdir(parents=True, exist_ok=True)
        target = outdir / (f.stem + ".parquet")
        pq.write_table(table, target, compression=None if a.compression == "none" else a.compression)
        print(f"{f.stat().st_size / 1e6:.1f} MB -> {target} {target.stat().st_size / 1e6:.1f} MB\n")


if __name__ == "__main__":
    main()
