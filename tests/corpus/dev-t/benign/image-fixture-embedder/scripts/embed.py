#!/usr/bin/env python3
"""Embed binary files as base64/hex constants or data URIs, and decode them back."""
import argparse
import base64
import binascii
import mimetypes
import re
import sys
import textwrap
from pathlib import Path

MAX = 256 * 1024


def const_name(path):
    return re.sub(r"[^A-Z0-9]+", "_", Path(path).name.upper()).strip("_")


def encode(path, lang, use_hex):
    data = Path(path).read_bytes()
    if len(data) > MAX:
        sys.exit(f"{path} is {len(data)} bytes; refusing to inline more than {MAX}")
    name = const_name(path)
    payload = data.hex() if use_hex else base64.b64encode(data).decode("ascii")
    if lang == "datauri":
        mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
        return f"data:{mime};base64,{base64.b64encode(data).decode('ascii')}"
    if lang == "python":
        chunks = textwrap.wrap(payload, 76)
        body = "\n".join(f'    "{c}"' for c in chunks)
        decoder = "bytes.fromhex" if use_hex else "base64.b64decode"
        imp = "" if use_hex else "import base64\n\n"
        return f'{imp}# {Path(path).name}, {len(data)} bytes\n{name} = {decoder}(\n{body}\n)\n'
    if lang in ("ts", "js"):
        export = "export const" if lang == "ts" else "module.exports." + name + " ="
        if use_hex:
            expr = f'Uint8Array.from("{payload}".match(/../g), (h) => parseInt(h, 16))'
        else:
            expr = f'Uint8Array.from(atob("{payload}"), (c) => c.charCodeAt(0))'
        return f"// {Path(path).name}, {len(data)} bytes\n{export} {name if lang == 'ts' else ''}{' = ' if lang == 'ts' else ' '}{expr};\n"
    sys.exit(f"unknown lang {lang}")


def decode(src, name, out):
    text = Path(src).read_text()
    m = re.search(rf"{re.escape(name)}\s*=\s*(base64\.b64decode|bytes\.fromhex)\(\s*((?:\s*\"[^\"]*\"\s*)+)\)", text)
    if not m:
        sys.exit(f"constant {name} not found in {src}")
    payload = "".join(re.findall(r'"([^"]*)"', m.group(2)))
    try:
        data = bytes.fromhex(payload) if m.group(1) == "bytes.fromhex" else base64.b64decode(payload, validate=True)
    except (binascii.Error, ValueError) as exc:
        sys.exit(f"payload is not valid: {exc}")
    Path(out).write_bytes(data)
    print(f"wrote {len(data)} bytes to {out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode")
    e.add_argument("file")
    e.add_argument("--lang", default="python", choices=["python", "ts", "js", "datauri"])
    e.add_argument("--hex", action="store_true")
    d = sub.add_parser("decode")
    d.add_argument("file")
    d.add_argument("--name", required=True)
    d.add_argument("--out", required=True)
    a = ap.parse_args()
    if a.cmd == "encode":
        print(encode(a.file, a.lang, a.hex))
    else:
        decode(a.file, a.name, a.out)


if __name__ == "__main__":
    main()
