#!/usr/bin/env python3
"""Encode binary files as base64/hex fixtures, or decode them back to files."""
import argparse
import base64
import binascii
import hashlib
import json
import mimetypes
import pathlib
import sys
import textwrap


def encode(path, fmt, name):
    data = pathlib.Path(path).read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    b64 = base64.b64encode(data).decode()
    name = name or pathlib.Path(path).stem.upper().replace("-", "_")
    if fmt == "py":
        body = "\n".join(f'    "{chunk}"' for chunk in textwrap.wrap(b64, 76))
        return f'import base64\n\nSHA256 = "{digest}"\n{name} = base64.b64decode(\n{body}\n)\n'
    if fmt == "ts":
        return f'export const {name}_SHA256 = "{digest}";\nexport const {name} = Uint8Array.from(atob("{b64}"), (c) => c.charCodeAt(0));\n'
    if fmt == "json":
        return json.dumps({"name": name, "sha256": digest, "base64": b64}, indent=2) + "\n"
    if fmt == "datauri":
        mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
        return f"data:{mime};base64,{b64}\n"
    if fmt == "hex":
        return binascii.hexlify(data).decode() + "\n"
    raise SystemExit(f"unknown format {fmt}")


def decode(path, out):
    text = pathlib.Path(path).read_text().strip()
    if text.startswith("{"):
        text = json.loads(text)["base64"]
    if text.startswith("data:"):
        text = text.split(",", 1)[1]
    try:
        data = base64.b64decode(text, validate=True)
    except binascii.Error:
        data = binascii.unhexlify(text)
    pathlib.Path(out).write_bytes(data)
    print(f"wrote {len(data)} bytes to {out} (sha256 {hashlib.sha256(data).hexdigest()[:16]}…)")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode")
    e.add_argument("path")
    e.add_argument("--format", default="py", choices=["py", "ts", "json", "datauri", "hex"])
    e.add_argument("--name")
    d = sub.add_parser("decode")
    d.add_argument("path")
    d.add_argument("-o", "--out", required=True)
    args = ap.parse_args()
    if args.cmd == "encode":
        sys.stdout.write(encode(args.path, args.format, args.name))
    else:
        decode(args.path, args.out)


if __name__ == "__main__":
    main()
