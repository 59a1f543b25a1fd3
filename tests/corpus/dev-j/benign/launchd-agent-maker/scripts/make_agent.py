#!/usr/bin/env python3
"""Write, load and remove per-user LaunchAgents for user-chosen programs."""
import argparse
import os
import pathlib
import plistlib
import re
import subprocess
import sys

AGENTS = pathlib.Path.home() / "Library" / "LaunchAgents"
LOGS = pathlib.Path.home() / "Library" / "Logs"


def domain():
    return f"gui/{os.getuid()}"


def build(args):
    program = pathlib.Path(args.program).expanduser()
    if not program.exists():
        sys.exit(f"{program} does not exist")
    plist = {
        "Label": args.label,
        "ProgramArguments": [str(program)] + args.arg,
        "StandardOutPath": str(LOGS / f"{args.label}.log"),
        "StandardErrorPath": str(LOGS / f"{args.label}.log"),
        "ProcessType": "Background",
    }
    if args.daily:
        hh, mm = (int(x) for x in args.daily.split(":"))
        plist["StartCalendarInterval"] = {"Hour": hh, "Minute": mm}
    if args.every:
        plist["StartInterval"] = args.every
    if args.at_login:
        plist["RunAtLoad"] = True
    if args.keep_alive:
        plist["KeepAlive"] = True
    if not any(k in plist for k in ("StartCalendarInterval", "StartInterval", "RunAtLoad", "KeepAlive")):
        sys.exit("choose a trigger: --daily, --every, --at-login or --keep-alive")
    return plist


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--label", required=True)
    ap.add_argument("--program")
    ap.add_argument("--arg", action="append", default=[])
    ap.add_argument("--daily")
    ap.add_argument("--every", type=int)
    ap.add_argument("--at-login", action="store_true")
    ap.add_argument("--keep-alive", action="store_true")
    ap.add_argument("--remove", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    if not re.fullmatch(r"[A-Za-z0-9.-]+", args.label):
        sys.exit("label must be reverse-DNS style, e.g. com.user.backup")
    path = AGENTS / f"{args.label}.plist"

    if args.remove:
        subprocess.run(["launchctl", "bootout", f"{domain()}/{args.label}"], check=False)
        path.unlink(missing_ok=True)
        print(f"removed {path}")
        return

    if not args.program:
        ap.error("--program is required")
    data = plistlib.dumps(build(args)).decode()
    print(data)
    if args.dry_run:
        print("(dry run; nothing written)")
        return
    AGENTS.mkdir(parents=True, exist_ok=True)
    LOGS.mkdir(parents=True, exist_ok=True)
    path.write_text(data)
    subprocess.run(["launchctl", "bootout", f"{domain()}/{args.label}"], check=False,
                   stderr=subprocess.DEVNULL)
    subprocess.run(["launchctl", "bootstrap", domain(), str(path)], check=True)
    print(f"loaded {args.label} from {path}")


if __name__ == "__main__":
    main()
