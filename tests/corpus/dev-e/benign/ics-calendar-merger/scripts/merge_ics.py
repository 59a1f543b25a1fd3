#!/usr/bin/env python3
"""Merge and de-duplicate .ics files; optional date/keyword filters and monthly split."""
import argparse
import datetime as dt
import hashlib
import pathlib

from icalendar import Calendar


def start_date(ev):
    v = ev.decoded("DTSTART")
    return v.date() if isinstance(v, dt.datetime) else v


def key(ev):
    uid = str(ev.get("UID") or "")
    if not uid:
        uid = hashlib.sha1(f"{ev.get('SUMMARY')}|{ev.get('DTSTART').to_ical()}".encode()).hexdigest() + "@merged"
        ev["UID"] = uid
    rid = ev.get("RECURRENCE-ID")
    return uid, rid.to_ical() if rid else b""


def stamp(ev):
    for k in ("LAST-MODIFIED", "DTSTAMP"):
        if ev.get(k):
            return ev.decoded(k)
    return dt.datetime.min.replace(tzinfo=dt.timezone.utc)


def new_cal():
    c = Calendar()
    c.add("prodid", "-//ics-calendar-merger//EN")
    c.add("version", "2.0")
    return c


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("-o", "--output")
    ap.add_argument("--from", dest="date_from", type=dt.date.fromisoformat)
    ap.add_argument("--to", dest="date_to", type=dt.date.fromisoformat)
    ap.add_argument("--drop-keyword", action="append", default=[])
    ap.add_argument("--split-monthly")
    a = ap.parse_args()

    events, zones = {}, {}
    for path in a.inputs:
        cal = Calendar.from_ical(pathlib.Path(path).read_bytes())
        for tz in cal.walk("VTIMEZONE"):
            zones.setdefault(str(tz.get("TZID")), tz)
        for ev in cal.walk("VEVENT"):
            d = start_date(ev)
            if (a.date_from and d < a.date_from) or (a.date_to and d > a.date_to):
                continue
            if any(k.lower() in str(ev.get("SUMMARY", "")).lower() for k in a.drop_keyword):
                continue
            k = key(ev)
            if k not in events or stamp(ev) > stamp(events[k]):
                events[k] = ev

    if a.split_monthly:
        out = pathlib.Path(a.split_monthly)
        out.mkdir(parents=True, exist_ok=True)
        months = {}
        for ev in events.values():
            months.setdefault(start_date(ev).strftime("%Y-%m"), []).append(ev)
        for m, evs in sorted(months.items()):
            c = new_cal()
            for tz in zones.values():
                c.add_component(tz)
            for ev in evs:
                c.add_component(ev)
            (out / f"{m}.ics").write_bytes(c.to_ical())
        print(f"{len(events)} events split into {len(months)} files in {out}/")
        return
    c = new_cal()
    for tz in zones.values():
        c.add_component(tz)
    for ev in sorted(events.values(), key=lambda e: str(start_date(e))):
        c.add_component(ev)
    pathlib.Path(a.output or "merged.ics").write_bytes(c.to_ical())
    print(f"{len(events)} unique events -> {a.output or 'merged.ics'}")


if __name__ == "__main__":
    main()
