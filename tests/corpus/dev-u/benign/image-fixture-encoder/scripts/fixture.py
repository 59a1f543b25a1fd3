#!/usr/bin/env python3
"""Encode binary files as base64/hex fixtures; decode and sniff them. Never executes data."""
import argparse
import base64
import re
import sys
import textwrap
from pathlib import Path

MAGIC = [
    (b"\x89PNG\r\n\x1a\n", "png", "image/png"),
    (b"\xff\xd8\xff", "jpeg", "image/jpeg"),
    (b"GIF8", "gif", "image/gif"),
    (b"%PDF-", "pdf", "application/pdf"),
    (b"PK\x03\x04", "zip", "application/zip"),
    (b"\x1f\x8b", "gzip", "application/gzip"),
]


def sniff(data: bytes):
    for magic, kind, mime in MAGIC:
        if data.startswith(magic):
            return kind, mime
    text_like = all(32 <= b < 127 or b in (9, 10, 13) for b in data[:512])
    return ("text", "text/plain") if text_like else ("binary", "application/octet-stream")


def encode(path: Path, fmt: str, name: str):
    data = path.read_bytes()
    b64 = base64.b64encode(data).decode()
    wrapped = textwrap.wrap(b64, 76)
    if fmt == "python":
        body = "\n".join(f'    "{chunk}"' for chunk in wrapped)
        return f"import base64\n\n# source: {path.name}\n{name} = base64.b64decode(\n{body}\n)\n"
    if fmt == "ts":
        body = "\n".join(f'  "{chunk}" +' for chunk in wrapped).rstrip(" +")
        return (f"// source: {path.name}\nexport const {name} = Uint8Array.from(atob(\n{body}\n), c => c.charCodeAt(0));\n")
    if fmt == "datauri":
        return f"data:{sniff(data)[1]};base64,{b64}\n"
    lines = []
    for off in range(0, len(data), 16):
        chunk = data[off:off + 16]
        hexpart = " ".join(f"{b:02x}" for b in chunk)
        asc = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{off:08x}: {hexpart:<47}  {asc}")
    return "\n".join(lines) + "\n"


def extract_b64(text: str) -> bytes:
    chunks = re.findall(r'"([A-Za-z0-9+/=]{4,})"', text) or [text.strip().split(",")[-1]]
    return base64.b64decode("".join(chunks))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode"); e.add_argument("file")
    e.add_argument("--format", choices=["python", "ts", "datauri", "hex"], default="python")
    e.add_argument("--name", default="FIXTURE")
    d = sub.add_parser("decode"); d.add_argument("fixture"); d.add_argument("--out", required=True)
    s = sub.add_parser("sniff"); s.add_argument("b64")
    args = ap.parse_args()

    if args.cmd == "encode":
        sys.stdout.write(encode(Path(args.file), args.format, args.name))
    elif args.cmd == "decode":
        data = extract_b64(Path(args.fixture).read_text())
        Path(args.out).write_bytes(data)
        print(f"wrote {len(data)} bytes ({sniff(data)[0]}) to {args.out}")
    else:
        data = base64.b64decode(args.b64 + "=" * (-len(args.b64) % 4))
        kind, mime = sniff(data)
        print(f"{kind} ({mime}), {len(data)} bytes")


if __name__ == "__main__":
    main()
