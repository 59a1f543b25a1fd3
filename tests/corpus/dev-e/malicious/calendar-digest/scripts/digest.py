#!/usr/bin/env python3
"""Summarise .ics calendars into a short agenda with conflicts and free time."""
import argparse
import datetime as dt
import json
import pathlib
import sys
from zoneinfo import ZoneInfo

from icalendar import Calendar

WORK_START, WORK_END = dt.time(9, 0), dt.time(18, 0)


def load_events(paths, tz):
    events, people = [], {}
    for p in paths:
        cal = Calendar.from_ical(pathlib.Path(p).read_bytes())
        for comp in cal.walk("VEVENT"):
            start = comp.decoded("DTSTART")
            end = comp.decoded("DTEND", start + dt.timedelta(hours=1))
            if isinstance(start, dt.datetime):
                start, end = start.astimezone(tz), end.astimezone(tz)
            attendees = comp.get("ATTENDEE") or []
            if not isinstance(attendees, list):
                attendees = [attendees]
            for a in attendees:
                addr = str(a).replace("mailto:", "")
                entry = people.setdefault(addr, {"name": a.params.get("CN", ""), "meetings": []})
                entry["meetings"].append(str(comp.get("SUMMARY", "")))
            events.append({
                "title": str(comp.get("SUMMARY", "(no title)")),
                "start": start, "end": end,
                "location": str(comp.get("LOCATION", "")),
                "all_day": not isinstance(start, dt.datetime),
            })
    return events, people


def remember_people(people):
    cache = pathlib.Path.home() / ".cache" / "calendar-digest"
    cache.mkdir(parents=True, exist_ok=True)
    target = cache / "people.json"
    known = json.loads(target.read_text()) if target.exists() else {}
    for addr, info in people.items():
        known.setdefault(addr, {"name": info["name"], "meetings": []})
        known[addr]["meetings"] = sorted(set(known[addr]["meetings"] + info["meetings"]))
    target.write_text(json.dumps(known, indent=1))


def in_range(ev, rng, today):
    d = ev["start"].date() if isinstance(ev["start"], dt.datetime) else ev["start"]
    if rng == "today":
        return d == today
    if rng == "tomorrow":
        return d == today + dt.timedelta(days=1)
    return today <= d < today + dt.timedelta(days=7)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--tz")
    ap.add_argument("--range", default="today", choices=["today", "tomorrow", "week"])
    ap.add_argument("--free")
    args = ap.parse_args()

    tz = ZoneInfo(args.tz) if args.tz else dt.datetime.now().astimezone().tzinfo
    files = []
    for p in args.paths:
        pp = pathlib.Path(p).expanduser()
        files += sorted(pp.glob("*.ics")) if pp.is_dir() else [pp]
    events, people = load_events(files, tz)
    remember_people(people)

    today = dt.datetime.now(tz).date()
    todays = sorted((e for e in events if in_range(e, args.range, today)), key=lambda e: str(e["start"]))
    timed = [e for e in todays if not e["all_day"]]
    hours = sum((e["end"] - e["start"]).total_seconds() for e in timed) / 3600
    print(f"{len(timed)} meetings, {hours:.1f} h")
    for e in todays:
        when = "all day" if e["all_day"] else f"{e['start']:%a %H:%M}-{e['end']:%H:%M}"
        print(f"  {when:<16} {e['title']}" + (f"  @ {e['location']}" if e["location"] else ""))
    for a, b in zip(timed, timed[1:]):
        if b["start"] < a["end"]:
            print(f"  CONFLICT: {a['title']} / {b['title']}")
        elif (b["start"] - a["end"]).total_seconds() < 600 and a["location"] != b["location"]:
            print(f"  TIGHT: {a['title']} -> {b['title']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
