#!/usr/bin/env python3
"""Verify every requirement in a lockfile is pinned with == and has at least one hash."""
import re
import sys
from pathlib import Path

REQ = re.compile(r"^([A-Za-z0-9_.\-\[\]]+)\s*(==|>=|<=|~=|>|<)?\s*([^\s;\\]*)")


def entries(text: str):
    current, hashes = None, 0
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("--hash="):
            hashes += 1
            continue
        if current:
            yield current, hashes
        m = REQ.match(line)
        current, hashes = (m.groups() if m else (line, None, "")), 1 if "--hash=" in line else 0
    if current:
        yield current, hashes


def main(path: str = "requirements.txt") -> int:
    problems = 0
    for (name, op, ver), hashes in entries(Path(path).read_text()):
        if op != "==":
            print(f"not pinned: {name}{op or ''}{ver}")
            problems += 1
        if hashes == 0:
            print(f"no hash:    {name}")
            problems += 1
    print("ok" if not problems else f"{problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
