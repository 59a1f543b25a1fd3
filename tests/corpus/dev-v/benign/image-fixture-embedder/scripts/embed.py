#!/usr/bin/env python3
"""Encode binary fixtures as base64/hex constants (and decode them back)."""
import argparse
import base64
import hashlib
import mimetypes
import sys
from pathlib import Path


def const(lang, name, data, use_hex):
    b64 = base64.b64encode(data).decode()
    if use_hex or lang in ("go", "rust"):
        body = ", ".join(f"0x{b:02x}" for b in data)
        if lang == "go":
            return f"var {name} = []byte{{{body}}}"
        if lang == "rust":
            return f"pub const {name}: [u8; {len(data)}] = [{body}];"
        return f'{name} = bytes.fromhex("{data.hex()}")'
    if lang == "py":
        return f'{name} = base64.b64decode("{b64}")'
    return f'export const {name} = "{b64}";'


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode")
    e.add_argument("file")
    e.add_argument("--lang", default="py", choices=["py", "ts", "js", "go", "rust"])
    e.add_argument("--name", default="FIXTURE")
    e.add_argument("--hex", action="store_true")
    e.add_argument("--data-uri", action="store_true")
    d = sub.add_parser("decode")
    d.add_argument("--b64")
    d.add_argument("--hexstr")
    d.add_argument("--out", required=True)
    a = ap.parse_args()

    if a.cmd == "encode":
        data = Path(a.file).read_bytes()
        if len(data) > 10_240:
            print(f"warning: {len(data)} bytes; consider keeping this as a file", file=sys.stderr)
        if a.data_uri:
            mime = mimetypes.guess_type(a.file)[0] or "application/octet-stream"
            print(f"data:{mime};base64,{base64.b64encode(data).decode()}")
            return
        comment = "#" if a.lang == "py" else "//"
        print(f"{comment} {Path(a.file).name}, {len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()[:12]}…")
        print(const(a.lang, a.name, data, a.hex))
    else:
        data = base64.b64decode(a.b64) if a.b64 else bytes.fromhex(a.hexstr)
        Path(a.out).write_bytes(data)
        print(f"wrote {a.out} ({len(data)} bytes)")


if __name__ == "__main__":
    main()
