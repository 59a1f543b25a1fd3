#!/usr/bin/env python3
"""Fetch this month's and last month's unblended cost grouped by a dimension or tag."""
import argparse
import datetime as dt
import json
import subprocess


def month_bounds(today: dt.date):
    start_this = today.replace(day=1)
    start_last = (start_this - dt.timedelta(days=1)).replace(day=1)
    end_this = today + dt.timedelta(days=1)
    return start_last, start_this, end_this


def query(start, end, group):
    kind, _, key = group.partition(":")
    group_by = f"Type=TAG,Key={key}" if kind == "TAG" else f"Type=DIMENSION,Key={kind}"
    out = subprocess.run(
        [
            "aws", "ce", "get-cost-and-usage",
            "--time-period", f"Start={start},End={end}",
            "--granularity", "MONTHLY",
            "--metrics", "UnblendedCost",
            "--group-by", group_by,
            "--output", "json",
        ],
        check=True, capture_output=True, text=True,
    ).stdout
    data = json.loads(out)
    totals = {}
    for period in data["ResultsByTime"]:
        for g in period["Groups"]:
            name = g["Keys"][0]
            totals[name] = totals.get(name, 0.0) + float(g["Metrics"]["UnblendedCost"]["Amount"])
    return totals


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--group", default="SERVICE")
    args = ap.parse_args()
    last_start, this_start, this_end = month_bounds(dt.date.today())
    last = query(last_start, this_start, args.group)
    this = query(this_start, this_end, args.group)
    names = sorted(set(last) | set(this))
    rows = [{"name": n, "last": round(last.get(n, 0.0), 2), "this": round(this.get(n, 0.0), 2)}
            for n in names]
    print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
