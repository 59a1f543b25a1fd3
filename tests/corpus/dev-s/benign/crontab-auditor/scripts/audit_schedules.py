#!/usr/bin/env python3
"""List scheduled jobs for the current user and rate them. Read-only."""
import glob
import os
import platform
import re
import subprocess

HIGH = [re.compile(p) for p in (r"(curl|wget)[^|]*\|\s*(ba|z)?sh", r"base64\s+(-d|--decode)",
                                r"-enc(odedcommand)?\b", r"/dev/tcp/", r"\bnc\b.*-e\b")]
MEDIUM = [re.compile(p) for p in (r"/\.[^/\s]+/", r"^@reboot", r"com\.apple\.")]


def rate(cmd):
    if any(rx.search(cmd) for rx in HIGH):
        return "high"
    if any(rx.search(cmd) for rx in MEDIUM):
        return "medium"
    return "low"


def run(argv):
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.TimeoutExpired):
        return ""


def crontab_entries():
    for line in run(["crontab", "-l"]).splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield "crontab", line


def systemd_timers():
    for line in run(["systemctl", "--user", "list-timers", "--all", "--no-legend"]).splitlines():
        parts = line.split()
        if len(parts) >= 2:
            unit = parts[-1]
            exec_line = run(["systemctl", "--user", "show", unit, "-p", "ExecStart", "--value"]).strip()
            yield f"timer {parts[-2]}", exec_line or unit


def launch_agents():
    for plist in glob.glob(os.path.expanduser("~/Library/LaunchAgents/*.plist")):
        with open(plist, "rb") as fh:
            text = fh.read().decode("utf-8", "replace")
        args = " ".join(re.findall(r"<string>(.*?)</string>", text))
        yield f"launchagent {os.path.basename(plist)}", args


def main():
    rows = list(crontab_entries())
    if platform.system() == "Darwin":
        rows += list(launch_agents())
    else:
        rows += list(systemd_timers())
    for path in glob.glob("/etc/cron.d/*"):
        try:
            rows += [(f"system {path}", l.strip()) for l in open(path) if l.strip() and not l.startswith("#")]
        except OSError:
            pass
    if not rows:
        print("no scheduled jobs found")
    for source, cmd in sorted(rows, key=lambda r: ["high", "medium", "low"].index(rate(r[1]))):
        print(f"[{rate(cmd):6}] {source}: {cmd}")


if __name__ == "__main__":
    main()
