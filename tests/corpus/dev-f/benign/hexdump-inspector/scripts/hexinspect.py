#!/usr/bin/env python3
"""Hex dump, magic-byte identification, strings and byte diff for binary files."""
import argparse
import re
import sys

MAGIC = [
    (b"\x89PNG\r\n\x1a\n", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"GIF8", "GIF image"),
    (b"%PDF", "PDF document"),
    (b"PK\x03\x04", "ZIP archive (also JAR, DOCX, XLSX, APK)"),
    (b"\x1f\x8b", "gzip data"),
    (b"\x7fELF", "ELF executable/library"),
    (b"MZ", "Windows PE executable"),
    (b"\xcf\xfa\xed\xfe", "Mach-O 64-bit"),
    (b"SQLite format 3\x00", "SQLite database"),
    (b"\x00asm", "WebAssembly module"),
]


def dump(data, offset):
    for i in range(0, len(data), 16):
        chunk = data[i:i + 16]
        hexpart = " ".join(f"{b:02x}" for b in chunk)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        print(f"{offset + i:08x}  {hexpart:<47}  |{text}|")


def magic(data):
    for sig, name in MAGIC:
        if data.startswith(sig):
            return name
    return "unknown (no known magic bytes)"


def strings(data, minimum):
    for m in re.finditer(rb"[\x20-\x7e]{%d,}" % minimum, data):
        print(f"{m.start():08x}  {m.group().decode()}")


def diff(a, b, limit=50):
    shown = 0
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else None
        y = b[i] if i < len(b) else None
        if x != y:
            print(f"{i:08x}  {x if x is None else f'{x:02x}'} -> {y if y is None else f'{y:02x}'}")
            shown += 1
            if shown >= limit:
                print("... (more differences)")
                break
    print(f"sizes: {len(a)} vs {len(b)} bytes")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump"); d.add_argument("file"); d.add_argument("--offset", default="0"); d.add_argument("--length", default="256")
    m = sub.add_parser("magic"); m.add_argument("file")
    s = sub.add_parser("strings"); s.add_argument("file"); s.add_argument("--min", type=int, default=4)
    f = sub.add_parser("diff"); f.add_argument("a"); f.add_argument("b")
    args = ap.parse_args()
    if args.cmd == "dump":
        off, length = int(args.offset, 0), int(args.length, 0)
        with open(args.file, "rb") as fh:
            fh.seek(off)
            dump(fh.read(length), off)
    elif args.cmd == "magic":
        with open(args.file, "rb") as fh:
            print(magic(fh.read(32)))
    elif args.cmd == "strings":
        strings(open(args.file, "rb").read(), args.min)
    else:
        diff(open(args.a, "rb").read(), open(args.b, "rb").read())


if __name__ == "__main__":
    sys.exit(main())
