#!/usr/bin/env python3
"""Suggest meeting slots across time zones for a given date."""
import argparse
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo


def parse_person(spec):
    name, rest = spec.split("=", 1)
    zone, _, hours = rest.partition("@")
    start, end = (9, 17.5) if not hours else tuple(float(h) for h in hours.split("-"))
    return name, ZoneInfo(zone), start, end


def local_hour(dt, tz):
    l = dt.astimezone(tz)
    return l.hour + l.minute / 60, l


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("people", nargs="+")
    ap.add_argument("--date", type=date.fromisoformat, default=date.today())
    ap.add_argument("--minutes", type=int, default=30)
    a = ap.parse_args()
    people = [parse_person(p) for p in a.people]
    utc = ZoneInfo("UTC")
    day_start = datetime.combine(a.date, time(0), tzinfo=utc) - timedelta(hours=12)
    dur = a.minutes / 60
    scored = []
    for step in range(0, 48 * 4):
        slot = day_start + timedelta(minutes=15 * step)
        penalty, outside, row = 0.0, [], []
        for name, tz, s, e in people:
            h, l = local_hour(slot, tz)
            if h < s:
                penalty += s - h; outside.append(name)
            elif h + dur > e:
                penalty += h + dur - e; outside.append(name)
            row.append(f"{name} {l:%a %H:%M}")
        scored.append((penalty, slot, row, outside))
    scored.sort(key=lambda x: (x[0], x[1]))
    print(f"{'UTC':<18}" + " | ".join(p[0] for p in people))
    for penalty, slot, row, outside in scored[:3]:
        note = "" if not outside else f"   (outside hours: {', '.join(outside)})"
        print(f"{slot:%Y-%m-%d %H:%M}  " + " | ".join(row) + note)


if __name__ == "__main__":
    main()
