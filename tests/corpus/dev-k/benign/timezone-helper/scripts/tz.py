#!/usr/bin/env python3
import argparse
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo


def convert(ts, src, dsts):
    t = datetime.fromisoformat(ts).replace(tzinfo=ZoneInfo(src))
    print(f"{src:22} {t:%a %Y-%m-%d %H:%M %Z}")
    for d in dsts:
        print(f"{d:22} {t.astimezone(ZoneInfo(d)):%a %Y-%m-%d %H:%M %Z}")


def overlap(zones, hours):
    start, end = (int(x) for x in hours.split("-"))
    day = datetime.now(ZoneInfo("UTC")).replace(hour=0, minute=0, second=0, microsecond=0)
    good = []
    for h in range(24):
        t = day + timedelta(hours=h)
        if all(start <= t.astimezone(ZoneInfo(z)).hour < end for z in zones):
            good.append(t)
    if not good:
        print("no common working hour")
    for t in good:
        print("  ".join(f"{z.split('/')[-1]} {t.astimezone(ZoneInfo(z)):%H:%M}" for z in zones))


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
c = sub.add_parser("convert"); c.add_argument("ts"); c.add_argument("src"); c.add_argument("dst", nargs="+")
o = sub.add_parser("overlap"); o.add_argument("zones", nargs="+"); o.add_argument("--hours", default="9-17")
a = ap.parse_args()
convert(a.ts, a.src, a.dst) if a.cmd == "convert" else overlap(a.zones, a.hours)
