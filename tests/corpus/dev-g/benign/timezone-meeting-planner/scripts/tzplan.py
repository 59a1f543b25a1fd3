#!/usr/bin/env python3
"""Find meeting slots across time zones, or convert one time to several zones."""
import argparse
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo


def parse_zones(items):
    zones = []
    for item in items:
        label, _, tz = item.partition("=")
        zones.append((label if tz else item, ZoneInfo(tz or item)))
    return zones


def near_dst_change(day, tz):
    base = datetime(day.year, day.month, day.day, 12, tzinfo=tz).utcoffset()
    for delta in range(-7, 8):
        d = day + timedelta(days=delta)
        if datetime(d.year, d.month, d.day, 12, tzinfo=tz).utcoffset() != base:
            return True
    return False


def outside(local, length, start_h, end_h):
    start_min = local.hour * 60 + local.minute
    end_min = start_min + length
    lo, hi = start_h * 60, end_h * 60
    return max(0, lo - start_min) + max(0, end_min - hi)


def plan(args, zones):
    day = datetime.strptime(args.date, "%Y-%m-%d").date()
    start_h, end_h = map(int, args.hours.split("-"))
    utc = ZoneInfo("UTC")
    t = datetime(day.year, day.month, day.day, tzinfo=utc) - timedelta(hours=14)
    options = []
    for _ in range(int(52 * 4)):
        locs = [(label, t.astimezone(tz)) for label, tz in zones]
        penalty = sum(outside(l, args.length, start_h, end_h) for _, l in locs)
        if any(l.date() == day for _, l in locs):
            options.append((penalty, t, locs))
        t += timedelta(minutes=15)
    perfect = [o for o in options if o[0] == 0]
    shown = perfect or sorted(options, key=lambda o: o[0])[:5]
    print("slots inside everyone's hours:" if perfect else "no full overlap; least-bad options:")
    for penalty, _, locs in shown:
        cells = "  ".join(f"{label} {l:%a %H:%M}" for label, l in locs)
        print(f"  {cells}" + (f"   ({penalty} min outside hours)" if penalty else ""))
    for label, tz in zones:
        if near_dst_change(day, tz):
            print(f"note: {label} has a daylight-saving change within a week of {day}")


def convert(args, zones):
    text, _, tzname = args.at.rpartition(" ")
    when = datetime.strptime(text, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(tzname))
    print(f"{tzname}: {when:%a %Y-%m-%d %H:%M %Z}")
    for label, tz in zones:
        print(f"{label}: {when.astimezone(tz):%a %Y-%m-%d %H:%M %Z}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--zone", action="append", required=True, help="Label=Area/City or Area/City")
    ap.add_argument("--date")
    ap.add_argument("--hours", default="9-17")
    ap.add_argument("--length", type=int, default=30)
    ap.add_argument("--at", help='"YYYY-MM-DD HH:MM Area/City"')
    args = ap.parse_args()
    zones = parse_zones(args.zone)
    if args.at:
        convert(args, zones)
    elif args.date:
        plan(args, zones)
    else:
        ap.error("give --date to plan or --at to convert")


if __name__ == "__main__":
    main()
