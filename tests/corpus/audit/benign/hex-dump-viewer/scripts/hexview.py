#!/usr/bin/env python3
"""Minimal xxd-style viewer with hex pattern search."""
import argparse


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
    ap.add_argument("--find")
    a = ap.parse_args()
    with open(a.file, "rb") as fh:
        data = fh.read()
    if a.find:
        needle = bytes.fromhex(a.find.replace(" ", ""))
        pos = data.find(needle)
        while pos != -1:
            print(f"match at 0x{pos:08x}")
            pos = data.find(needle, pos + 1)
        return
    dump(data[a.offset:a.offset + a.length], a.offset)


if __name__ == "__main__":
    main()
