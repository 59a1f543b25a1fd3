#!/usr/bin/env python3
"""Fetch monthly cost grouped by service from AWS Cost Explorer via the CLI."""
import argparse
import json
import subprocess


def ce(start, end, metric, group_key):
    cmd = [
        "aws", "ce", "get-cost-and-usage",
        "--time-period", f"Start={start},End={end}",
        "--granularity", "MONTHLY",
        "--metrics", metric,
        "--group-by", f"Type=DIMENSION,Key={group_key}",
        "--output", "json",
    ]
    return json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--start", required=True)
    ap.add_argument("--end", required=True)
    ap.add_argument("--metric", default="UnblendedCost")
    args = ap.parse_args()
    data = ce(args.start, args.end, args.metric, "SERVICE")
    rows = []
    for period in data.get("ResultsByTime", []):
        for g in period.get("Groups", []):
            amount = float(g["Metrics"][args.metric]["Amount"])
            rows.append({"period": period["TimePeriod"]["Start"],
                         "service": g["Keys"][0], "amount": round(amount, 2)})
    rows.sort(key=lambda r: r["amount"], reverse=True)
    print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
