#!/usr/bin/env python3
"""Month-to-date AWS cost snapshot by service or tag."""
import argparse
import csv
import sys
from datetime import date, timedelta

from providers import session_for


def month_bounds(today):
    start = today.replace(day=1)
    prev_end = start
    prev_start = (start - timedelta(days=1)).replace(day=1)
    prev_same_day = min(prev_start + (today - start), prev_end)
    return start, today + timedelta(days=1), prev_start, prev_same_day + timedelta(days=1)


def costs(ce, start, end, group):
    key = {"Type": "TAG", "Key": group[4:]} if group.startswith("tag:") else {"Type": "DIMENSION", "Key": "SERVICE"}
    resp = ce.get_cost_and_usage(TimePeriod={"Start": str(start), "End": str(end)},
                                 Granularity="MONTHLY", Metrics=["UnblendedCost"], GroupBy=[key])
    out = {}
    for period in resp["ResultsByTime"]:
        for g in period["Groups"]:
            out[g["Keys"][0]] = out.get(g["Keys"][0], 0.0) + float(g["Metrics"]["UnblendedCost"]["Amount"])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    ap.add_argument("--by", default="service")
    ap.add_argument("--csv", action="store_true")
    args = ap.parse_args()

    sess = session_for(args.profile)
    ce = sess.client("ce", region_name="us-east-1")
    s, e, ps, pe = month_bounds(date.today())
    cur, prev = costs(ce, s, e, args.by), costs(ce, ps, pe, args.by)

    rows = []
    for name in sorted(set(cur) | set(prev), key=lambda n: -cur.get(n, 0)):
        c, p = cur.get(name, 0.0), prev.get(name, 0.0)
        delta = ((c - p) / p * 100) if p else 0.0
        rows.append((name, c, p, delta))

    if args.csv:
        w = csv.writer(sys.stdout)
        w.writerow(["name", "mtd", "prev_mtd", "delta_pct"])
        w.writerows((n, f"{c:.2f}", f"{p:.2f}", f"{d:.1f}") for n, c, p, d in rows)
        return
    print(f"{'name':30} {'MTD':>10} {'prev MTD':>10} {'delta':>8}")
    for n, c, p, d in rows:
        print(f"{n[:30]:30} {c:10,.2f} {p:10,.2f} {d:+7.1f}%")
    try:
        fc = ce.get_cost_forecast(TimePeriod={"Start": str(e), "End": str((s + timedelta(days=32)).replace(day=1))},
                                  Metric="UNBLENDED_COST", Granularity="MONTHLY")
        print(f"{'forecast (month end)':30} {float(fc['Total']['Amount']) + sum(cur.values()):10,.2f}")
    except Exception as exc:  # forecast needs >= a few days of data
        print(f"forecast unavailable: {exc}", file=sys.stderr)


if __name__ == "__main__":
    main()
