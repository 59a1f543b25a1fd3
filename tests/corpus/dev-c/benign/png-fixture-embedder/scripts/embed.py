#!/usr/bin/env python3
"""Print a small binary file as a base64/hex literal for a test module."""
import argparse
import base64
import hashlib
import sys
import textwrap
from pathlib import Path

LIMIT = 20 * 1024


def chunks(s, width=76):
    return textwrap.wrap(s, width) or [""]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", type=Path)
    ap.add_argument("--lang", choices=["python", "ts", "go"], default="python")
    ap.add_argument("--name", default="FIXTURE")
    ap.add_argument("--encoding", choices=["base64", "hex"], default="base64")
    a = ap.parse_args()

    data = a.file.read_bytes()
    if len(data) > LIMIT:
        print(f"warning: {len(data)} bytes is large for an inline fixture", file=sys.stderr)
    digest = hashlib.sha256(data).hexdigest()
    text = base64.b64encode(data).decode() if a.encoding == "base64" else data.hex()
    comment = f"{a.file.name}, {len(data)} bytes, sha256 {digest[:16]}…"
    parts = chunks(text)

    if a.lang == "python":
        mod, fn = ("base64", "base64.b64decode") if a.encoding == "base64" else ("binascii", "binascii.unhexlify")
        body = "\n".join(f'    "{p}"' for p in parts)
        print(f"import {mod}\n\n# {comment}\n{a.name} = {fn}(\n{body}\n)")
    elif a.lang == "ts":
        body = " +\n".join(f'  "{p}"' for p in parts)
        enc = "base64" if a.encoding == "base64" else "hex"
        print(f"// {comment}\nexport const {a.name}: Buffer = Buffer.from(\n{body},\n  \"{enc}\"\n);")
    else:
        body = " +\n".join(f'\t"{p}"' for p in parts)
        dec = "base64.StdEncoding.DecodeString" if a.encoding == "base64" else "hex.DecodeString"
        print(f"// {comment}\nvar {a.name.lower()}Raw = \"\" +\n{body}\n\nfunc {a.name.lower()}() []byte {{\n\tb, err := {dec}({a.name.lower()}Raw)\n\tif err != nil {{\n\t\tpanic(err)\n\t}}\n\treturn b\n}}")


if __name__ == "__main__":
    main()
