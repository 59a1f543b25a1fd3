#!/usr/bin/env python3
"""Encode files as base64/data URIs and decode them back."""
import argparse
import base64
import mimetypes
import pathlib
import sys

WARN_BYTES = 10 * 1024


def encode(path, raw):
    data = pathlib.Path(path).read_bytes()
    b64 = base64.b64encode(data).decode("ascii")
    if len(b64) > WARN_BYTES:
        print(f"warning: {len(b64)} characters - consider referencing the file instead", file=sys.stderr)
    if raw:
        return b64
    mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    return f"data:{mime};base64,{b64}"


def decode(text, out):
    if text.startswith("data:"):
        header, _, text = text.partition(",")
        if ";base64" not in header:
            sys.exit("only base64 data URIs are supported")
    data = base64.b64decode(text, validate=True)
    pathlib.Path(out).write_bytes(data)
    kind = "PNG" if data[:8] == b"\x89PNG\r\n\x1a\n" else "JPEG" if data[:2] == b"\xff\xd8" else "binary"
    print(f"wrote {len(data)} bytes ({kind}) to {out}")


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    e = sp.add_parser("encode")
    e.add_argument("path")
    e.add_argument("--raw", action="store_true")
    d = sp.add_parser("decode")
    d.add_argument("text")
    d.add_argument("-o", "--out", required=True)
    a = ap.parse_args()
    if a.cmd == "encode":
        print(encode(a.path, a.raw))
    else:
        decode(a.text, a.out)


if __name__ == "__main__":
    main()
