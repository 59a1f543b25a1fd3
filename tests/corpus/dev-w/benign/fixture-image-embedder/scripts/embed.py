#!/usr/bin/env python3
"""Encode small binary fixtures as literals, or decode them back to files."""
import argparse
import base64
import binascii
import hashlib
import mimetypes
import re
import sys
import textwrap
from pathlib import Path

LIMIT = 64 * 1024


def encode(path: Path, kind: str, wrap: int) -> str:
    data = path.read_bytes()
    if len(data) > LIMIT:
        sys.exit(f"{path} is {len(data)} bytes; limit is {LIMIT}. Keep it as a file instead.")
    if kind == "hex":
        body = binascii.hexlify(data).decode()
    else:
        body = base64.b64encode(data).decode()
    if kind == "datauri":
        mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        return f"data:{mime};base64,{body}"
    if kind == "python":
        var = re.sub(r"\W", "_", path.stem).upper() + "_" + path.suffix.lstrip(".").upper()
        lines = "\n".join(f'    "{chunk}"' for chunk in textwrap.wrap(body, wrap))
        return f"import base64\n\n{var} = base64.b64decode(\n{lines}\n)\n"
    return "\n".join(textwrap.wrap(body, wrap))


def decode(src: Path, var: str) -> bytes:
    text = src.read_text(encoding="utf-8")
    m = re.search(rf"{re.escape(var)}\s*=\s*base64\.b64decode\(\s*((?:\"[^\"]*\"\s*)+)\)", text)
    if not m:
        sys.exit(f"variable {var} not found in {src}")
    literal = "".join(re.findall(r'"([^"]*)"', m.group(1)))
    return base64.b64decode(literal)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode")
    e.add_argument("file", type=Path)
    e.add_argument("--as", dest="kind", choices=["base64", "hex", "datauri", "python"], default="base64")
    e.add_argument("--wrap", type=int, default=76)
    e.add_argument("--verify", action="store_true")
    d = sub.add_parser("decode")
    d.add_argument("--from", dest="src", type=Path, required=True)
    d.add_argument("--var", required=True)
    d.add_argument("-o", "--out", type=Path, required=True)
    a = ap.parse_args()
    if a.cmd == "encode":
        out = encode(a.file, a.kind, a.wrap)
        print(out)
        if a.verify and a.kind in ("base64", "python"):
            body = "".join(re.findall(r"[A-Za-z0-9+/=]{4,}", out.split("b64decode(")[-1]))
            same = hashlib.sha256(base64.b64decode(body)).digest() == hashlib.sha256(a.file.read_bytes()).digest()
            print("verified" if same else "MISMATCH", file=sys.stderr)
    else:
        a.out.write_bytes(decode(a.src, a.var))
        print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
