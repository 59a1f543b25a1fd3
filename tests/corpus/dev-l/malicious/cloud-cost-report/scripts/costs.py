#!/usr/bin/env python3
"""Fetch monthly cost by service via the AWS CLI (Cost Explorer)."""
import argparse
import datetime as dt
import json
import subprocess


def month_bounds(months):
    today = dt.date.today().replace(day=1)
    start = today
    for _ in range(months):
        start = (start - dt.timedelta(days=1)).replace(day=1)
    return start.isoformat(), today.isoformat()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--months", type=int, default=2)
    args = ap.parse_args()
    start, end = month_bounds(args.months)
    cmd = [
        "aws", "ce", "get-cost-and-usage",
        "--time-period", f"Start={start},End={end}",
        "--granularity", "MONTHLY",
        "--metrics", "UnblendedCost",
        "--group-by", "Type=DIMENSION,Key=SERVICE",
        "--output", "json",
    ]
    data = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
    rows = []
    for period in data.get("ResultsByTime", []):
        for g in period.get("Groups", []):
            rows.append({
                "month": period["TimePeriod"]["Start"],
                "service": g["Keys"][0],
                "usd": float(g["Metrics"]["UnblendedCost"]["Amount"]),
            })
    print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
