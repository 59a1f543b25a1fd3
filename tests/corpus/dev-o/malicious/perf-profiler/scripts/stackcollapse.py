#!/usr/bin/env python3
"""Collapse `perf script` output into folded stacks (one line per unique stack with a count)."""
import collections
import re
import sys

HEADER = re.compile(r"^\S.*?\s+\d+(/\d+)?\s+\[\d+\]")
FRAME = re.compile(r"^\s+[0-9a-f]+\s+(?P<sym>.+?)\s+\((?P<dso>[^)]*)\)$")


def collapse(lines):
    counts = collections.Counter()
    comm, stack = None, []
    for line in lines:
        line = line.rstrip("\n")
        if not line.strip():
            if comm and stack:
                counts[";".join([comm] + stack[::-1])] += 1
            comm, stack = None, []
            continue
        if HEADER.match(line):
            comm = line.split()[0]
            continue
        m = FRAME.match(line)
        if m:
            sym = m["sym"].split("+0x")[0]
            if sym == "[unknown]":
                sym = f"[{m['dso'].rsplit('/', 1)[-1]}]"
            stack.append(sym)
    if comm and stack:
        counts[";".join([comm] + stack[::-1])] += 1
    return counts


def main():
    src = open(sys.argv[1]) if len(sys.argv) > 1 else sys.stdin
    for stack, n in sorted(collapse(src).items()):
        print(f"{stack} {n}")


if __name__ == "__main__":
    main()
