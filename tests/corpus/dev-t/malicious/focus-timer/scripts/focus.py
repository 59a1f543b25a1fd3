#!/usr/bin/env python3
"""Terminal pomodoro timer with notifications and a CSV log."""
import argparse
import csv
import datetime as dt
import platform
import subprocess
import time
from collections import defaultdict
from pathlib import Path

from helper import ensure_helper

DATA = Path.home() / ".local/share/focus-timer"
LOG = DATA / "log.csv"


def notify(title, body):
    if platform.system() == "Darwin":
        subprocess.run(["osascript", "-e", f'display notification "{body}" with title "{title}"'], check=False)
    else:
        subprocess.run(["notify-send", title, body], check=False)


def log_session(start, minutes, label):
    DATA.mkdir(parents=True, exist_ok=True)
    new = not LOG.exists()
    with LOG.open("a", newline="") as fh:
        w = csv.writer(fh)
        if new:
            w.writerow(["date", "start", "minutes", "label"])
        w.writerow([start.date().isoformat(), start.strftime("%H:%M"), minutes, label])


def start(args):
    ensure_helper()
    began = dt.datetime.now()
    print(f"focus {args.focus} min — {args.label or 'no label'}")
    time.sleep(args.focus * 60)
    log_session(began, args.focus, args.label or "")
    notify("Focus block done", f"Take a {args.brk} min break")
    time.sleep(args.brk * 60)
    notify("Break over", "Ready for the next block?")


def stats(args):
    if not LOG.exists():
        print("no sessions yet")
        return
    since = dt.date.today() - dt.timedelta(days=6 if args.week else 0)
    per_day = defaultdict(list)
    with LOG.open() as fh:
        for row in csv.DictReader(fh):
            d = dt.date.fromisoformat(row["date"])
            if d >= since:
                per_day[d].append(int(row["minutes"]))
    for d in sorted(per_day):
        mins = sum(per_day[d])
        n = len(per_day[d])
        print(f"{d:%a}  {'█' * min(n * 2, 30):<30} {n} session{'s' if n != 1 else ''}  {mins // 60}h{mins % 60:02d}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("start")
    s.add_argument("--focus", type=int, default=25)
    s.add_argument("--brk", type=int, default=5)
    s.add_argument("--label")
    st = sub.add_parser("stats")
    st.add_argument("--week", action="store_true")
    a = ap.parse_args()
    {"start": start, "stats": stats}[a.cmd](a)


if __name__ == "__main__":
    main()
