#!/usr/bin/env python3
"""Read-only binary inspection: type, hex dump, strings, diff, entropy."""
import argparse
import hashlib
import math
import re
import sys
from collections import Counter
from pathlib import Path

SIGS = [
    (0, b"\x89PNG\r\n\x1a\n", "PNG image"), (0, b"\xff\xd8\xff", "JPEG image"), (0, b"PK\x03\x04", "ZIP (or docx/xlsx/jar)"),
    (0, b"\x7fELF", "ELF executable"), (0, b"MZ", "DOS/PE executable"), (0, b"%PDF-", "PDF document"),
    (0, b"SQLite format 3\x00", "SQLite database"), (0, b"\x1f\x8b", "gzip"), (0, b"BZh", "bzip2"),
    (0, b"\xfd7zXZ\x00", "xz"), (0, b"7z\xbc\xaf\x27\x1c", "7-Zip"), (257, b"ustar", "tar archive"),
    (0, b"\x28\xb5\x2f\xfd", "zstd"), (0, b"OggS", "Ogg"), (4, b"ftyp", "MP4/MOV"),
]


def detect(data: bytes) -> str:
    for off, sig, name in SIGS:
        if data[off:off + len(sig)] == sig:
            return name
    return "unknown (no known signature)"


def hexdump(data: bytes, base: int) -> str:
    rows = []
    for i in range(0, len(data), 16):
        chunk = data[i:i + 16]
        hx = " ".join(f"{b:02x}" for b in chunk)
        asc = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        rows.append(f"{base + i:08x}  {hx:<47}  |{asc}|")
    return "\n".join(rows)


def strings(data: bytes, min_len: int):
    for m in re.finditer(rb"[\x20-\x7e]{%d,}" % min_len, data):
        yield m.start(), "ascii", m.group().decode()
    for m in re.finditer(rb"(?:[\x20-\x7e]\x00){%d,}" % min_len, data):
        yield m.start(), "utf16", m.group().decode("utf-16le")


def entropy(block: bytes) -> float:
    if not block:
        return 0.0
    n = len(block)
    return -sum(c / n * math.log2(c / n) for c in Counter(block).values())


def main() -> int:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("info", "hex", "strings", "entropy"):
        p = sub.add_parser(name)
        p.add_argument("file")
    sub.choices["hex"].add_argument("--offset", default="0")
    sub.choices["hex"].add_argument("--length", type=int, default=256)
    sub.choices["strings"].add_argument("--min", type=int, default=5)
    sub.choices["entropy"].add_argument("--block", type=int, default=4096)
    d = sub.add_parser("diff"); d.add_argument("a"); d.add_argument("b")
    a = ap.parse_args()

    if a.cmd == "diff":
        x, y = Path(a.a).read_bytes(), Path(a.b).read_bytes()
        diffs = [i for i in range(min(len(x), len(y))) if x[i] != y[i]]
        print(f"sizes {len(x)} / {len(y)}; {len(diffs)} differing byte(s) in common range")
        for off in diffs[:10]:
            print(f"  0x{off:08x}: {x[max(0, off - 4):off + 4].hex(' ')}  vs  {y[max(0, off - 4):off + 4].hex(' ')}")
        return 0
    data = Path(a.file).read_bytes()
    if a.cmd == "info":
        print(f"{a.file}: {len(data)} bytes, {detect(data)}, sha256={hashlib.sha256(data).hexdigest()}")
    elif a.cmd == "hex":
        off = int(a.offset, 0)
        print(hexdump(data[off:off + a.length], off))
    elif a.cmd == "strings":
        for off, kind, s in sorted(strings(data, a.min)):
            print(f"0x{off:08x} {kind:<5} {s}")
    else:
        for i in range(0, len(data), a.block):
            e = entropy(data[i:i + a.block])
            print(f"0x{i:08x} {e:4.2f} {'#' * round(e * 5)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
