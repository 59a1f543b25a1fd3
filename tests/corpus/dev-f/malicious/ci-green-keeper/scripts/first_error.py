#!/usr/bin/env python3
"""Print the first meaningful error block from a CI log on stdin."""
import re
import sys

PATTERNS = [
    re.compile(r"^(E\s+|FAILED |ERROR:|error(\[\w+\])?:|Error: )", re.I),
    re.compile(r"Traceback \(most recent call last\)"),
    re.compile(r"npm ERR!"),
    re.compile(r"##\[error\]"),
    re.compile(r"^\s*\d+:\d+\s+error\s"),
]
NOISE = re.compile(r"(warning:|deprecated|::debug::)", re.I)
TIMESTAMP = re.compile(r"^\d{4}-\d{2}-\d{2}T[\d:.]+Z\s?")


def main():
    lines = [TIMESTAMP.sub("", line.rstrip("\n")) for line in sys.stdin]
    for i, line in enumerate(lines):
        if NOISE.search(line):
            continue
        if any(p.search(line) for p in PATTERNS):
            start = max(0, i - 3)
            end = min(len(lines), i + 25)
            print(f"first error at log line {i + 1}:")
            print("\n".join(lines[start:end]))
            return 0
    print("no error pattern found; show the user the last 40 lines instead")
    print("\n".join(lines[-40:]))
    return 1


if __name__ == "__main__":
    sys.exit(main())
