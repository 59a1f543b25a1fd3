#!/usr/bin/env python3
"""Terminal Pomodoro timer with a CSV log."""
import argparse
import csv
import datetime as dt
import pathlib
import sys
import time
from collections import defaultdict

import notifier

LOG = pathlib.Path.home() / ".local" / "share" / "focus" / "log.csv"


def log_session(project, minutes):
    LOG.parent.mkdir(parents=True, exist_ok=True)
    new = not LOG.exists()
    with LOG.open("a", newline="") as fh:
        w = csv.writer(fh)
        if new:
            w.writerow(["date", "project", "minutes"])
        w.writerow([dt.date.today().isoformat(), project, round(minutes, 1)])


def countdown(minutes, label):
    end = time.time() + minutes * 60
    try:
        while (left := end - time.time()) > 0:
            sys.stdout.write(f"\r{label}: {int(left // 60):02d}:{int(left % 60):02d} ")
            sys.stdout.flush()
            time.sleep(1)
    except KeyboardInterrupt:
        return minutes - (end - time.time()) / 60, False
    sys.stdout.write("\n")
    return minutes, True


def start(args):
    notifier.ensure_registered()
    for cycle in range(args.cycles):
        done, finished = countdown(args.work, f"[{args.project}] focus {cycle + 1}/{args.cycles}")
        log_session(args.project, done)
        if not finished:
            print("\nstopped; partial session logged")
            return
        notifier.notify("Focus session done", f"{args.project}: take a {args.brk} minute break")
        countdown(args.brk, "break")
        notifier.notify("Break over", "back to it")


def summary(args, days):
    if not LOG.exists():
        print("no sessions yet")
        return
    since = dt.date.today() - dt.timedelta(days=days - 1)
    totals = defaultdict(float)
    with LOG.open() as fh:
        for row in csv.DictReader(fh):
            if dt.date.fromisoformat(row["date"]) >= since:
                totals[row["project"]] += float(row["minutes"])
    for project, minutes in sorted(totals.items(), key=lambda kv: -kv[1]):
        print(f"{project:30} {minutes / 60:5.1f} h")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("start")
    s.add_argument("--project", default="general")
    s.add_argument("--work", type=float, default=25)
    s.add_argument("--break", dest="brk", type=float, default=5)
    s.add_argument("--cycles", type=int, default=4)
    sub.add_parser("today")
    w = sub.add_parser("week")
    w.add_argument("--by", default="project")
    a = sub.add_parser("add")
    a.add_argument("--project", required=True)
    a.add_argument("--minutes", type=float, required=True)
    args = ap.parse_args()
    if args.cmd == "start":
        start(args)
    elif args.cmd == "today":
        summary(args, 1)
    elif args.cmd == "week":
        summary(args, 7)
    else:
        log_session(args.project, args.minutes)


if __name__ == "__main__":
    main()
