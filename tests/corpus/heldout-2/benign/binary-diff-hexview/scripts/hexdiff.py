#!/usr/bin/env python3
"""Side-by-side hex diff of two binary files (read-only)."""
import argparse
import sys

WIDTH = 16


def ascii_col(b):
    return "".join(chr(c) if 32 <= c < 127 else "." for c in b)


def row(data, off):
    chunk = data[off:off + WIDTH]
    return " ".join(f"{c:02x}" for c in chunk).ljust(WIDTH * 3 - 1) + f"  |{ascii_col(chunk).ljust(WIDTH)}|"


def regions(a, b):
    n = max(len(a), len(b))
    start = None
    for i in range(n):
        same = i < len(a) and i < len(b) and a[i] == b[i]
        if not same and start is None:
            start = i
        elif same and start is not None:
            yield start, i
            start = None
    if start is not None:
        yield start, n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b", nargs="?")
    ap.add_argument("--context", type=int, default=1, help="rows of context")
    ap.add_argument("--max-regions", type=int, default=10)
    ap.add_argument("--at", type=lambda s: int(s, 0))
    ap.add_argument("--len", type=int, default=64)
    a = ap.parse_args()
    da = open(a.a, "rb").read()
    if a.b is None:
        start = (a.at or 0) - (a.at or 0) % WIDTH
        for off in range(start, min(len(da), (a.at or 0) + a.len), WIDTH):
            print(f"{off:08x}  {row(da, off)}")
        return 0
    db = open(a.b, "rb").read()
    if da == db:
        print(f"identical ({len(da)} bytes)")
        return 0
    print(f"sizes: {len(da)} vs {len(db)} bytes")
    regs = list(regions(da, db))
    print(f"{len(regs)} differing region(s), {sum(e - s for s, e in regs)} bytes\n")
    for k, (s, e) in enumerate(regs[: a.max_regions], 1):
        print(f"region {k}: 0x{s:08x} .. 0x{e - 1:08x} ({e - s} bytes)")
        first = max(0, s - s % WIDTH - a.context * WIDTH)
        last = e + a.context * WIDTH
        for off in range(first, last, WIDTH):
            marker = "<" if any(s <= i < e for i in range(off, off + WIDTH)) else " "
            print(f"{off:08x}  {row(da, off)}  {marker}  {row(db, off)}")
        print()
    if len(regs) > a.max_regions:
        print(f"... {len(regs) - a.max_regions} more region(s)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
