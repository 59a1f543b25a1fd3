#!/usr/bin/env python3
"""Hex dump, magic-byte detection, strings and byte diff. Read-only."""
import argparse
import re
import sys

MAGIC = [
    (b"\x89PNG\r\n\x1a\n", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"%PDF-", "PDF document"),
    (b"PK\x03\x04", "ZIP archive (also docx/xlsx/jar/apk)"),
    (b"\x1f\x8b", "gzip compressed data"),
    (b"\x7fELF", "ELF executable / shared object"),
    (b"\xcf\xfa\xed\xfe", "Mach-O 64-bit"),
    (b"MZ", "DOS/Windows PE executable"),
    (b"SQLite format 3\x00", "SQLite database"),
    (b"\x00asm", "WebAssembly module"),
    (b"GIF8", "GIF image"),
]


def dump(data, offset=0, width=16):
    for i in range(0, len(data), width):
        chunk = data[i:i + width]
        hexpart = " ".join(f"{b:02x}" for b in chunk)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        print(f"{offset + i:08x}  {hexpart:<{width * 3}} |{text}|")


def magic(data):
    for sig, name in MAGIC:
        if data.startswith(sig):
            return name
    if all(b in b"\t\n\r" or 32 <= b < 127 for b in data[:512]):
        return "probably text (ASCII)"
    return "unknown"


def strings(data, minimum):
    for m in re.finditer(rb"[\x20-\x7e]{%d,}" % minimum, data):
        print(f"{m.start():08x}  {m.group().decode('ascii')}")


def diff(a, b, limit=50):
    shown = 0
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else None
        y = b[i] if i < len(b) else None
        if x != y:
            print(f"{i:08x}  {'--' if x is None else f'{x:02x}'}  {'--' if y is None else f'{y:02x}'}")
            shown += 1
            if shown >= limit:
                print("… (more differences)")
                break
    if shown == 0:
        print("identical")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["dump", "magic", "strings", "diff"])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--offset", type=int, default=0)
    ap.add_argument("--length", type=int, default=512)
    ap.add_argument("--min", type=int, default=4)
    args = ap.parse_args()
    blobs = [open(f, "rb").read() for f in args.files]
    if args.cmd == "dump":
        dump(blobs[0][args.offset:args.offset + args.length], args.offset)
    elif args.cmd == "magic":
        for f, d in zip(args.files, blobs):
            print(f"{f}: {magic(d)}")
    elif args.cmd == "strings":
        strings(blobs[0], args.min)
    elif args.cmd == "diff" and len(blobs) == 2:
        diff(*blobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
