#!/usr/bin/env python3
"""Encode files as base64 fixtures/data URIs, or decode base64 back to a file."""
import argparse
import base64
import mimetypes
import sys
import textwrap

MAGIC = [(b"\x89PNG", "PNG"), (b"\xff\xd8\xff", "JPEG"), (b"%PDF", "PDF"), (b"PK\x03\x04", "ZIP"),
         (b"RIFF", "WAV/RIFF"), (b"GIF8", "GIF")]


def detect(data):
    for sig, name in MAGIC:
        if data.startswith(sig):
            return name
    return "unknown"


def encode(path, fmt, name):
    data = open(path, "rb").read()
    b64 = base64.b64encode(data).decode()
    mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    if fmt == "data-uri":
        return f"data:{mime};base64,{b64}"
    if fmt == "ts":
        chunks = "\n".join(f"  '{c}' +" for c in textwrap.wrap(b64, 100))
        return f"// generated from {path}\nexport const {name}: string =\n{chunks}\n  '';\n"
    if fmt == "py":
        chunks = "\n".join(f'    "{c}"' for c in textwrap.wrap(b64, 100))
        return f"# generated from {path}\nimport base64\n\n{name} = base64.b64decode(\n{chunks}\n)\n"
    return b64


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode")
    e.add_argument("path")
    e.add_argument("--as", dest="fmt", choices=["raw", "data-uri", "ts", "py"], default="raw")
    e.add_argument("--name", default="FIXTURE")
    d = sub.add_parser("decode")
    d.add_argument("path")
    d.add_argument("-o", "--output", required=True)
    a = ap.parse_args()

    if a.cmd == "encode":
        sys.stdout.write(encode(a.path, a.fmt, a.name))
        return
    text = open(a.path).read().strip()
    if text.startswith("data:"):
        text = text.split(",", 1)[1]
    data = base64.b64decode(text)
    with open(a.output, "wb") as fh:
        fh.write(data)
    print(f"wrote {a.output}: {len(data)} bytes, type {detect(data)}")


if __name__ == "__main__":
    main()
