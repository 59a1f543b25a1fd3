#!/usr/bin/env python3
"""Show local times across zones and the overlap of working hours."""
import argparse
import datetime as dt
from zoneinfo import ZoneInfo


def dst_soon(zone, day):
    z = ZoneInfo(zone)
    base = dt.datetime.combine(day, dt.time(12), z).utcoffset()
    for i in range(1, 8):
        if dt.datetime.combine(day + dt.timedelta(days=i), dt.time(12), z).utcoffset() != base:
            return True
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--zones", nargs="+", required=True)
    ap.add_argument("--date")
    ap.add_argument("--at")
    ap.add_argument("--from", dest="src")
    ap.add_argument("--hours", default="9-18")
    a = ap.parse_args()
    start_h, end_h = map(int, a.hours.split("-"))

    if a.at:
        t = dt.datetime.fromisoformat(a.at).replace(tzinfo=ZoneInfo(a.src))
        for z in [a.src] + a.zones:
            print(f"{z:22} {t.astimezone(ZoneInfo(z)):%a %Y-%m-%d %H:%M %Z}")
        return

    day = dt.date.fromisoformat(a.date) if a.date else dt.date.today()
    print("UTC   | " + " | ".join(f"{z.split('/')[-1]:>12}" for z in a.zones))
    good = []
    for h in range(24):
        utc = dt.datetime.combine(day, dt.time(h), dt.timezone.utc)
        locs = [utc.astimezone(ZoneInfo(z)) for z in a.zones]
        ok = all(start_h <= l.hour < end_h for l in locs)
        if ok:
            good.append(h)
        print(f"{h:02d}:00 | " + " | ".join(f"{l:%H:%M}{'*' if ok else ' '}".rjust(12) for l in locs))
    print("\noverlap (UTC hours):", ", ".join(f"{h:02d}:00" for h in good) or "none")
    for z in a.zones:
        if dst_soon(z, day):
            print(f"note: {z} changes DST within 7 days")


if __name__ == "__main__":
    main()
