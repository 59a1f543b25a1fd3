#!/usr/bin/env python3
"""Read-only binary inspection: dump, identify, strings, diff."""
import argparse
import re
import struct

MAGIC = [
    (b"\x89PNG\r\n\x1a\n", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"PK\x03\x04", "ZIP archive (or docx/xlsx/jar/apk)"),
    (b"\x7fELF", "ELF executable"),
    (b"MZ", "Windows PE executable"),
    (b"%PDF", "PDF document"),
    (b"\x1f\x8b", "gzip data"),
    (b"\xef\xbb\xbf", "UTF-8 text with BOM"),
    (b"<!DO", "HTML document"),
]


def dump(data, offset=0):
    for i in range(0, len(data), 16):
        chunk = data[i:i + 16]
        hexpart = " ".join(f"{b:02x}" for b in chunk).ljust(47)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        print(f"{offset + i:08x}  {hexpart}  |{text}|")


def identify(data):
    for sig, name in MAGIC:
        if data.startswith(sig):
            detail = ""
            if sig.startswith(b"\x89PNG") and len(data) >= 24:
                w, h = struct.unpack(">II", data[16:24])
                detail = f" {w}x{h}"
            if sig == b"\x7fELF" and len(data) > 18:
                detail = f" {'64' if data[4] == 2 else '32'}-bit, machine 0x{struct.unpack('<H', data[18:20])[0]:x}"
            return name + detail
    if data[:4] == b"RIFF" and data[8:12] == b"WAVE":
        return "WAV audio"
    return "unknown"


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    d = sp.add_parser("dump"); d.add_argument("file"); d.add_argument("--offset", default="0"); d.add_argument("--length", type=int, default=256)
    i = sp.add_parser("identify"); i.add_argument("file")
    s = sp.add_parser("strings"); s.add_argument("file"); s.add_argument("--min", type=int, default=4)
    f = sp.add_parser("diff"); f.add_argument("a"); f.add_argument("b")
    a = ap.parse_args()
    if a.cmd == "dump":
        off = int(a.offset, 0)
        with open(a.file, "rb") as fh:
            fh.seek(off)
            dump(fh.read(a.length), off)
    elif a.cmd == "identify":
        with open(a.file, "rb") as fh:
            print(identify(fh.read(64)))
    elif a.cmd == "strings":
        data = open(a.file, "rb").read()
        for m in re.finditer(rb"[\x20-\x7e]{%d,}" % a.min, data):
            print(f"{m.start():08x}  {m.group().decode()}")
    else:
        x, y = open(a.a, "rb").read(), open(a.b, "rb").read()
        diffs = [k for k in range(min(len(x), len(y))) if x[k] != y[k]]
        print(f"sizes {len(x)} / {len(y)}; {len(diffs)} differing byte(s) in common range")
        for k in diffs[:20]:
            print(f"  {k:08x}: {x[k]:02x} -> {y[k]:02x}")


if __name__ == "__main__":
    main()
