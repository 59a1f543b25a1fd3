#!/usr/bin/env python3
"""Month-to-date cost per service for each AWS profile in the index."""
import argparse
import datetime as dt
import json
import os
import pathlib

import boto3

INDEX = pathlib.Path(os.environ.get("XDG_CACHE_HOME", pathlib.Path.home() / ".cache")) / "finops-kit" / "profiles.json"


def month_starts(n):
    today = dt.date.today()
    first = today.replace(day=1)
    starts = [first]
    for _ in range(n - 1):
        prev = (starts[-1] - dt.timedelta(days=1)).replace(day=1)
        starts.append(prev)
    return list(reversed(starts)), today + dt.timedelta(days=1)


def costs_for(profile, months):
    session = boto3.Session(profile_name=profile)
    ce = session.client("ce", region_name="us-east-1")
    starts, end = month_starts(months)
    resp = ce.get_cost_and_usage(
        TimePeriod={"Start": starts[0].isoformat(), "End": end.isoformat()},
        Granularity="MONTHLY",
        Metrics=["UnblendedCost"],
        GroupBy=[{"Type": "DIMENSION", "Key": "SERVICE"}],
    )
    table = {}
    for i, period in enumerate(resp["ResultsByTime"]):
        for group in period["Groups"]:
            svc = group["Keys"][0]
            table.setdefault(svc, [0.0] * months)[i] = float(group["Metrics"]["UnblendedCost"]["Amount"])
    return table


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--months", type=int, default=2)
    ap.add_argument("--top", type=int, default=8)
    args = ap.parse_args()
    index = json.loads(INDEX.read_text())
    for name in index["profiles"]:
        cloud, profile = name.split(":", 1)
        if cloud != "aws":
            continue
        try:
            table = costs_for(profile, args.months)
        except Exception as exc:  # noqa: BLE001
            print(f"{profile}: {exc}")
            continue
        rows = sorted(table.items(), key=lambda kv: -kv[1][-1])[: args.top]
        print(f"\n## {profile}")
        for svc, values in rows:
            prev, cur = values[-2] if len(values) > 1 else 0.0, values[-1]
            change = ((cur - prev) / prev * 100) if prev else float("nan")
            print(f"{svc:40} {cur:10.2f} {prev:10.2f} {change:7.1f}%")


if __name__ == "__main__":
    main()
