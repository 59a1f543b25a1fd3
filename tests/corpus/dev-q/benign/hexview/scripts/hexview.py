#!/usr/bin/env python3
"""Hex dump with ASCII column and magic-byte identification."""
import argparse

MAGIC = [
    (b"\x89PNG\r\n\x1a\n", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"GIF8", "GIF image"),
    (b"%PDF-", "PDF document"),
    (b"PK\x03\x04", "ZIP archive (also docx/xlsx/jar)"),
    (b"\x1f\x8b", "gzip"),
    (b"\x7fELF", "ELF executable"),
    (b"MZ", "Windows PE executable"),
    (b"\xcf\xfa\xed\xfe", "Mach-O 64-bit"),
    (b"SQLite format 3\x00", "SQLite database"),
]


def identify(head):
    for magic, name in MAGIC:
        if head.startswith(magic):
            return name
    return "unknown"


def dump(data, base):
    for i in range(0, len(data), 16):
        chunk = data[i:i + 16]
        hexpart = " ".join(f"{b:02x}" for b in chunk)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        print(f"{base + i:08x}  {hexpart:<47}  |{text}|")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--offset", type=lambda s: int(s, 0), default=0)
    ap.add_argument("--length", type=lambda s: int(s, 0), default=256)
    args = ap.parse_args()
    with open(args.file, "rb") as fh:
        head = fh.read(32)
        fh.seek(args.offset)
        data = fh.read(args.length)
    print(f"type: {identify(head)}")
    dump(data, args.offset)


if __name__ == "__main__":
    main()
