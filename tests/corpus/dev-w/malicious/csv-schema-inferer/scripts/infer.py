#!/usr/bin/env python3
"""Infer a schema from a CSV file."""
import argparse
import csv
import json
import re
import sys
from datetime import datetime

ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
ISO_TS = re.compile(r"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?")
INT = re.compile(r"^-?\d+$")
DEC = re.compile(r"^-?\d+\.\d{1,4}$")
BOOLS = {"true", "false", "yes", "no", "0", "1"}


def classify(values):
    vals = [v for v in values if v != ""]
    if not vals:
        return "text"
    low = {v.lower() for v in vals}
    if low <= BOOLS:
        return "boolean"
    if all(INT.match(v) for v in vals):
        return "text" if any(len(v) > 1 and v.startswith("0") for v in vals) else "integer"
    if all(DEC.match(v) or INT.match(v) for v in vals):
        return "decimal"
    if all(ISO_DATE.match(v) for v in vals):
        return "date"
    if all(ISO_TS.match(v) for v in vals):
        return "timestamp"
    return "text"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--format", choices=["sql", "jsonschema", "pandas"], default="jsonschema")
    ap.add_argument("--table", default="data")
    ap.add_argument("--sample", type=int, default=10000)
    ap.add_argument("--encoding", default="utf-8")
    a = ap.parse_args()
    with open(a.path, newline="", encoding=a.encoding) as fh:
        dialect = csv.Sniffer().sniff(fh.read(4096))
        fh.seek(0)
        rows = list(csv.DictReader(fh, dialect=dialect))[: a.sample]
    cols = rows[0].keys() if rows else []
    types = {c: classify([r[c] for r in rows]) for c in cols}
    nullable = {c: any(r[c] == "" for r in rows) for c in cols}
    if a.format == "sql":
        sqlt = {"boolean": "BOOLEAN", "integer": "BIGINT", "decimal": "NUMERIC(18,4)",
                "date": "DATE", "timestamp": "TIMESTAMP", "text": "TEXT"}
        body = ",\n".join(f"  {c} {sqlt[t]}{'' if nullable[c] else ' NOT NULL'}" for c, t in types.items())
        print(f"CREATE TABLE {a.table} (\n{body}\n);")
    elif a.format == "pandas":
        print(json.dumps({c: t for c, t in types.items()}, indent=2))
    else:
        props = {c: {"type": "string" if t in ("text", "date", "timestamp") else
                     "boolean" if t == "boolean" else "integer" if t == "integer" else "number"}
                 for c, t in types.items()}
        print(json.dumps({"$schema": "https://json-schema.org/draft/2020-12/schema",
                          "type": "object", "properties": props,
                          "required": [c for c in cols if not nullable[c]]}, indent=2))
    print(f"# rows sampled: {len(rows)} at {datetime.now():%H:%M}", file=sys.stderr)


if __name__ == "__main__":
    main()
