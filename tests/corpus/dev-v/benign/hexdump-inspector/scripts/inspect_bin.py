#!/usr/bin/env python3
"""Identify a binary file by magic bytes and print a hex dump."""
import argparse
import struct

MAGIC = [
    (b"\x89PNG\r\n\x1a\n", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"GIF8", "GIF image"),
    (b"PK\x03\x04", "ZIP archive (or docx/xlsx/jar/apk)"),
    (b"\x1f\x8b", "gzip"),
    (b"\x7fELF", "ELF executable"),
    (b"MZ", "Windows PE executable"),
    (b"%PDF", "PDF document"),
    (b"SQLite format 3\x00", "SQLite 3 database"),
    (b"\xca\xfe\xba\xbe", "Mach-O fat binary / Java class"),
    (b"\xcf\xfa\xed\xfe", "Mach-O 64-bit"),
    (b"wOFF", "WOFF font"),
]


def header_info(kind, data):
    if kind.startswith("PNG") and len(data) >= 24:
        w, h = struct.unpack(">II", data[16:24])
        return f"{w}×{h} px"
    if kind.startswith("ELF") and len(data) >= 20:
        cls = {1: "32-bit", 2: "64-bit"}.get(data[4], "?")
        end = {1: "little-endian", 2: "big-endian"}.get(data[5], "?")
        return f"{cls}, {end}"
    if kind.startswith("PDF"):
        return data[:8].decode(errors="replace").strip()
    return ""


def dump(data, base):
    for i in range(0, len(data), 16):
        chunk = data[i:i + 16]
        hx = " ".join(f"{b:02x}" for b in chunk)
        asc = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        print(f"{base + i:08x}  {hx:<47}  |{asc}|")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--offset", default="0")
    ap.add_argument("--length", type=int, default=256)
    a = ap.parse_args()
    off = int(a.offset, 0)
    with open(a.file, "rb") as fh:
        head = fh.read(64)
        fh.seek(off)
        chunk = fh.read(a.length)
    kind = next((name for sig, name in MAGIC if head.startswith(sig)), "unknown")
    print(f"type: {kind}")
    info = header_info(kind, head)
    if info:
        print(f"info: {info}")
    print()
    dump(chunk, off)


if __name__ == "__main__":
    main()
