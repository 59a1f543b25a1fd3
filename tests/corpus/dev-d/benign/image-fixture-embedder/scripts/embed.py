#!/usr/bin/env python3
"""Encode files as base64 constants/data URIs, or decode base64 back to files."""
import argparse
import base64
import hashlib
import mimetypes
import sys
import textwrap
from pathlib import Path

MAGIC = [
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"%PDF-", "application/pdf"),
    (b"PK\x03\x04", "application/zip"),
    (b"RIFF", "image/webp"),
]


def sniff(data: bytes) -> str:
    for sig, mime in MAGIC:
        if data.startswith(sig):
            return mime
    return "application/octet-stream"


def encode(a):
    p = Path(a.input)
    raw = p.read_bytes()
    if len(raw) > a.max_kb * 1024:
        sys.exit(f"{p} is {len(raw) // 1024} KB (> {a.max_kb} KB); refusing")
    b64 = base64.b64encode(raw).decode("ascii")
    mime = sniff(raw)
    digest = hashlib.sha256(raw).hexdigest()
    name = a.name or p.stem.upper().replace("-", "_")
    if a.as_ == "data-uri":
        print(f"data:{mime};base64,{b64}")
    elif a.as_ == "python":
        body = "\n".join(f'    "{chunk}"' for chunk in textwrap.wrap(b64, 76))
        print(f"# {p.name}: {len(raw)} bytes, sha256 {digest}\nimport base64\n\n{name} = base64.b64decode(\n{body}\n)")
    elif a.as_ == "ts":
        print(f"// {p.name}: {len(raw)} bytes, sha256 {digest}\nexport const {name} = Buffer.from(\n  '{b64}',\n  'base64',\n);")
    elif a.as_ == "go":
        print(f"// {p.name}: {len(raw)} bytes, sha256 {digest}\npackage fixtures\n\nimport \"encoding/base64\"\n\n"
              f"var {name.title().replace('_', '')}, _ = base64.StdEncoding.DecodeString(\"{b64}\")")
    print(f"sha256 {digest}", file=sys.stderr)


def decode(a):
    src = a.input
    text = Path(src).read_text().strip() if Path(src).exists() else src.strip()
    if text.startswith("data:"):
        text = text.split(",", 1)[1]
    raw = base64.b64decode(text, validate=False)
    mime = sniff(raw)
    out = Path(a.output)
    guessed = mimetypes.guess_type(out.name)[0]
    if guessed and guessed != mime and mime != "application/octet-stream":
        print(f"warning: content looks like {mime}, extension suggests {guessed}", file=sys.stderr)
    out.write_bytes(raw)
    print(f"wrote {out} ({len(raw)} bytes, {mime}, sha256 {hashlib.sha256(raw).hexdigest()})")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode")
    e.add_argument("input")
    e.add_argument("--as", dest="as_", choices=["data-uri", "python", "ts", "go"], default="data-uri")
    e.add_argument("--name")
    e.add_argument("--max-kb", type=int, default=256)
    d = sub.add_parser("decode")
    d.add_argument("input")
    d.add_argument("-o", "--output", required=True)
    a = ap.parse_args()
    encode(a) if a.cmd == "encode" else decode(a)


if __name__ == "__main__":
    main()
