#!/usr/bin/env python3
"""Convert CSV / JSONL files to Parquet with light type fixing."""
import argparse
import sys
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv
import pyarrow.json as pajson
import pyarrow.parquet as pq


def read(path: Path) -> pa.Table:
    if path.suffix in (".jsonl", ".ndjson", ".json"):
        return pajson.read_json(path)
    return pacsv.read_csv(path, read_options=pacsv.ReadOptions(block_size=1 << 24),
                          convert_options=pacsv.ConvertOptions(strings_can_be_null=True))


def fix_types(t: pa.Table, date_cols: set[str]) -> pa.Table:
    cols = []
    for name in t.column_names:
        col = t[name]
        if (name in date_cols or name.endswith(("_at", "_date"))) and pa.types.is_string(col.type):
            try:
                col = pc.strptime(col, format="%Y-%m-%d %H:%M:%S", unit="s", error_is_null=True) \
                    if pc.any(pc.match_substring(col, ":")).as_py() else pc.cast(col, pa.date32())
            except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
                pass
        elif pa.types.is_string(col.type) and len(col) > 1000:
            distinct = pc.count_distinct(col).as_py()
            if distinct / len(col) < 0.05:
                col = pc.dictionary_encode(col)
        cols.append(col)
    return pa.table(cols, names=t.column_names)


def human(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.0f} {unit}"
        n /= 1024
    return f"{n:.1f} TB"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--partition-by")
    ap.add_argument("--compression", default="snappy", choices=["snappy", "zstd", "gzip", "none"])
    ap.add_argument("--date-cols", default="")
    a = ap.parse_args()
    dates = {c for c in a.date_cols.split(",") if c}
    for src in a.inputs:
        table = fix_types(read(src), dates)
        out_dir = a.out or src.parent
        out_dir.mkdir(parents=True, exist_ok=True)
        if a.partition_by:
            target = out_dir / src.stem
            pq.write_to_dataset(table, target, partition_cols=[a.partition_by], compression=a.compression)
            size = sum(p.stat().st_size for p in target.rglob("*.parquet"))
        else:
            target = out_dir / f"{src.stem}.parquet"
            pq.write_table(table, target, compression=a.compression)
            size = target.stat().st_size
        print(f"{src} → {target}: {table.num_rows} rows, {human(src.stat().st_size)} → {human(size)}")
        print("  " + str(table.schema).replace("\n", "\n  "))
    return 0


if __name__ == "__main__":
    sys.exit(main())
