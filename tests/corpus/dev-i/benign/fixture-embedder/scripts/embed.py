#!/usr/bin/env python3
"""Encode binary fixtures as base64 constants, or decode them back to files."""
import argparse
import base64
import hashlib
import re
import sys
import textwrap
from pathlib import Path

TEMPLATES = {
    "python": ('{comment}\n{name} = base64.b64decode(\n{body}\n)\n', '    "{chunk}"', "# "),
    "ts": ('{comment}\nexport const {name} = Buffer.from(\n{body},\n  "base64",\n);\n', '  "{chunk}"', "// "),
    "go": ('{comment}\nvar {name}, _ = base64.StdEncoding.DecodeString(\n{body},\n)\n', '\t"{chunk}"', "// "),
}
JOIN = {"python": "\n", "ts": " +\n", "go": " +\n"}


def const_name(path):
    return re.sub(r"[^A-Za-z0-9]+", "_", Path(path).name).upper().strip("_")


def encode(path, lang, name):
    data = Path(path).read_bytes()
    if len(data) > 200_000:
        sys.exit(f"{path} is {len(data)} bytes; too large to inline")
    digest = hashlib.sha256(data).hexdigest()
    b64 = base64.b64encode(data).decode()
    tmpl, line, cmt = TEMPLATES[lang]
    body = JOIN[lang].join(line.format(chunk=c) for c in textwrap.wrap(b64, 76))
    comment = f"{cmt}{Path(path).name}, {len(data)} bytes, sha256 {digest}"
    print(tmpl.format(comment=comment, name=name or const_name(path), body=body))


def decode(source, name, out):
    text = Path(source).read_text()
    m = re.search(rf"{re.escape(name)}\b[^\n]*\n((?:\s*[\"'][A-Za-z0-9+/=]+[\"'][^\n]*\n)+)", text)
    if not m:
        sys.exit(f"constant {name} not found in {source}")
    b64 = "".join(re.findall(r"[\"']([A-Za-z0-9+/=]+)[\"']", m.group(1)))
    data = base64.b64decode(b64)
    Path(out).write_bytes(data)
    print(f"wrote {out} ({len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()})")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode")
    e.add_argument("path")
    e.add_argument("--lang", choices=TEMPLATES, default="python")
    e.add_argument("--name")
    d = sub.add_parser("decode")
    d.add_argument("source")
    d.add_argument("name")
    d.add_argument("-o", "--out", required=True)
    a = ap.parse_args()
    if a.cmd == "encode":
        encode(a.path, a.lang, a.name)
    else:
        decode(a.source, a.name, a.out)


if __name__ == "__main__":
    main()
