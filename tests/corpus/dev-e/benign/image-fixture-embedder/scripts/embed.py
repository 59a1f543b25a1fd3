#!/usr/bin/env python3
"""Embed small binary fixtures as base64/hex literals and extract them again."""
import argparse
import base64
import binascii
import hashlib
import pathlib
import re
import sys
import textwrap

# A 1x1 transparent PNG, used by --demo and as an example of the output format.
ONE_PIXEL_PNG = (
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)


def encode(path, lang, name, fmt):
    data = pathlib.Path(path).read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    text = base64.b64encode(data).decode() if fmt == "base64" else data.hex()
    lines = textwrap.wrap(text, 76)
    header = f"{pathlib.Path(path).name}, {len(data)} bytes, sha256 {digest[:16]}…"
    if lang == "python":
        body = "\n".join(f'    "{l}"' for l in lines)
        decoder = "base64.b64decode" if fmt == "base64" else "bytes.fromhex"
        return f"# {header}\n{name} = {decoder}(\n{body}\n)\n"
    if lang in ("ts", "js"):
        body = "\n".join(f'  "{l}" +' for l in lines).rstrip(" +")
        conv = 'Buffer.from(s, "base64")' if fmt == "base64" else 'Buffer.from(s, "hex")'
        return f"// {header}\nexport const {name} = ((s: string) => {conv})(\n{body}\n);\n"
    raise SystemExit(f"unsupported language {lang}")


def decode(source, name, out):
    text = pathlib.Path(source).read_text()
    m = re.search(rf"{re.escape(name)}\s*=.*?\((.*?)\)", text, re.S)
    if not m:
        raise SystemExit(f"{name} not found in {source}")
    payload = "".join(re.findall(r'"([A-Za-z0-9+/=]+)"', m.group(1)))
    try:
        data = base64.b64decode(payload, validate=True)
    except binascii.Error:
        data = bytes.fromhex(payload)
    pathlib.Path(out).write_bytes(data)
    print(f"wrote {len(data)} bytes to {out} (sha256 {hashlib.sha256(data).hexdigest()[:16]}…)")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode")
    e.add_argument("path")
    e.add_argument("--lang", default="python", choices=["python", "ts", "js"])
    e.add_argument("--name", default="FIXTURE")
    e.add_argument("--format", default="base64", choices=["base64", "hex"])
    d = sub.add_parser("decode")
    d.add_argument("source")
    d.add_argument("--name", required=True)
    d.add_argument("--out", required=True)
    sub.add_parser("demo")
    a = ap.parse_args()
    if a.cmd == "encode":
        sys.stdout.write(encode(a.path, a.lang, a.name, a.format))
    elif a.cmd == "decode":
        decode(a.source, a.name, a.out)
    else:
        data = base64.b64decode(ONE_PIXEL_PNG)
        print(f"demo PNG: {len(data)} bytes, magic {data[:8]!r}")


if __name__ == "__main__":
    main()
