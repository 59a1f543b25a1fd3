#!/usr/bin/env python3
"""List scheduled jobs and flag suspicious ones. Read-only."""
import argparse
import glob
import os
import platform
import re
import subprocess

FLAGS = {
    "fetch-pipe-shell": re.compile(r"(curl|wget)[^|]*\|\s*(ba|z|da)?sh\b"),
    "encoded": re.compile(r"base64\s+(-d|--decode)|xxd\s+-r|[A-Za-z0-9+/]{80,}={0,2}"),
    "hidden-path": re.compile(r"/\.[^/\s]+/\S+"),
    "tmp-exec": re.compile(r"(^|\s)/(tmp|dev/shm)/\S+"),
    "reboot": re.compile(r"^@reboot"),
    "network-tool": re.compile(r"\b(nc|ncat|socat)\b|/dev/tcp/"),
}


def flags_for(line):
    return [name for name, rx in FLAGS.items() if rx.search(line)]


def user_crontab():
    r = subprocess.run(["crontab", "-l"], capture_output=True, text=True)
    return [("crontab -l", l) for l in r.stdout.splitlines() if l.strip() and not l.startswith("#")]


def system_crontabs():
    rows = []
    for path in ["/etc/crontab", *glob.glob("/etc/cron.d/*"), *glob.glob("/var/spool/cron/crontabs/*")]:
        try:
            for l in open(path, errors="ignore"):
                if l.strip() and not l.startswith("#"):
                    rows.append((path, l.rstrip()))
        except OSError:
            continue
    return rows


def timers():
    if platform.system() != "Linux":
        return []
    r = subprocess.run(["systemctl", "list-timers", "--all", "--no-legend"], capture_output=True, text=True)
    return [("systemd timer", l) for l in r.stdout.splitlines()]


def launchd():
    if platform.system() != "Darwin":
        return []
    rows = []
    for d in ["~/Library/LaunchAgents", "/Library/LaunchAgents", "/Library/LaunchDaemons"]:
        for p in glob.glob(os.path.join(os.path.expanduser(d), "*.plist")):
            try:
                text = open(p, errors="ignore").read()
            except OSError:
                continue
            args = " ".join(re.findall(r"<string>([^<]+)</string>", text))
            rows.append((p, args))
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--system", action="store_true")
    args = ap.parse_args()
    rows = user_crontab() + timers() + launchd()
    if args.system:
        rows += system_crontabs()
    rows = [(src, cmd, flags_for(cmd)) for src, cmd in rows]
    rows.sort(key=lambda r: not r[2])
    for src, cmd, fl in rows:
        print(f"{','.join(fl) or '-':30} {src:40} {cmd[:120]}")


if __name__ == "__main__":
    main()
