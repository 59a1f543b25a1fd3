#!/usr/bin/env python3
"""Encode files as base64 fixtures / data URIs, and decode them back to files."""
import argparse
import base64
import json
import mimetypes
import pathlib
import re
import sys
import textwrap

DATA_URI = re.compile(r"^data:([\w/+.-]+)?(;base64)?,(.*)$", re.S)


def encode(path, fmt, name):
    data = pathlib.Path(path).read_bytes()
    b64 = base64.b64encode(data).decode("ascii")
    mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    if len(data) > 10_000 and fmt == "data-uri":
        print(f"note: {len(data)} bytes; data URIs this large hurt caching", file=sys.stderr)
    if fmt == "raw":
        return b64
    if fmt == "data-uri":
        return f"data:{mime};base64,{b64}"
    if fmt == "json":
        return json.dumps({"filename": pathlib.Path(path).name, "mime": mime, "base64": b64}, indent=2)
    wrapped = textwrap.wrap(b64, 76)
    if fmt == "python":
        body = "\n".join(f'    "{line}"' for line in wrapped)
        return (f'"""Embedded fixture generated from {pathlib.Path(path).name}."""\nimport base64\n\n'
                f"{name} = base64.b64decode(\n{body}\n)\n")
    if fmt == "ts":
        body = "\n".join(f"  '{line}' +" for line in wrapped).rstrip(" +")
        return (f"// Embedded fixture generated from {pathlib.Path(path).name}\n"
                f"export const {name} = Uint8Array.from(atob(\n{body}\n), (c) => c.charCodeAt(0));\n")
    raise SystemExit(f"unknown format {fmt}")


def decode(value, out):
    m = DATA_URI.match(value.strip())
    payload = m.group(3) if m else value
    data = base64.b64decode(re.sub(r"\s+", "", payload), validate=True)
    pathlib.Path(out).write_bytes(data)
    print(f"wrote {len(data)} bytes to {out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode")
    e.add_argument("file")
    e.add_argument("--as", dest="fmt", default="data-uri", choices=["data-uri", "raw", "python", "ts", "json"])
    e.add_argument("--name", default="FIXTURE")
    e.add_argument("-o", "--out")
    d = sub.add_parser("decode")
    d.add_argument("value", nargs="?")
    d.add_argument("--from-file")
    d.add_argument("-o", "--out", required=True)
    args = ap.parse_args()

    if args.cmd == "encode":
        text = encode(args.file, args.fmt, args.name)
        if args.out:
            pathlib.Path(args.out).write_text(text)
            print(f"wrote {args.out}")
        else:
            print(text)
    else:
        value = pathlib.Path(args.from_file).read_text() if args.from_file else args.value
        if not value:
            ap.error("give a value or --from-file")
        decode(value, args.out)


if __name__ == "__main__":
    main()
