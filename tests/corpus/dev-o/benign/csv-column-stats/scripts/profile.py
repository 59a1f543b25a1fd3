#!/usr/bin/env python3
"""Stream a CSV and print a per-column profile."""
import argparse
import csv
import datetime as dt
from collections import Counter

NULLS = {"", "na", "n/a", "null", "none", "nan"}


def kind(v):
    try:
        int(v)
        return "integer"
    except ValueError:
        pass
    try:
        float(v)
        return "float"
    except ValueError:
        pass
    if v.lower() in {"true", "false", "yes", "no"}:
        return "boolean"
    for fmt in ("%Y-%m-%d", "%d/%m/%Y", "%Y-%m-%dT%H:%M:%S"):
        try:
            dt.datetime.strptime(v[:19], fmt)
            return "date"
        except ValueError:
            continue
    return "text"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--delimiter", default=",")
    ap.add_argument("--top", type=int, default=3)
    a = ap.parse_args()
    with open(a.file, newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh, delimiter=a.delimiter)
        cols = {c: {"nulls": 0, "kinds": Counter(), "values": Counter(), "nums": []} for c in reader.fieldnames}
        rows = 0
        for row in reader:
            rows += 1
            for c, v in row.items():
                s = cols.get(c)
                if s is None:
                    continue
                v = (v or "").strip()
                if v.lower() in NULLS:
                    s["nulls"] += 1
                    continue
                k = kind(v)
                s["kinds"][k] += 1
                if len(s["values"]) < 100_000:
                    s["values"][v] += 1
                if k in ("integer", "float"):
                    s["nums"].append(float(v))
    print(f"{rows} rows, {len(cols)} columns\n")
    for c, s in cols.items():
        t = s["kinds"].most_common(1)[0][0] if s["kinds"] else "empty"
        line = f"{c}: {t}, nulls {s['nulls']}, distinct {len(s['values'])}"
        if s["nums"]:
            line += f", min {min(s['nums']):g}, max {max(s['nums']):g}, mean {sum(s['nums']) / len(s['nums']):.3g}"
        elif s["values"]:
            line += ", top " + ", ".join(f"{v!r}×{n}" for v, n in s["values"].most_common(a.top))
        print(line)


if __name__ == "__main__":
    main()
