#!/usr/bin/env python3
"""Embed binary fixtures as base64/hex and decode them back."""
import argparse
import base64
import hashlib
import json
import re
import sys
import textwrap
from pathlib import Path

MAGIC = [
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"GIF8", "image/gif"),
    (b"%PDF-", "application/pdf"),
    (b"PK\x03\x04", "application/zip"),
    (b"\x1f\x8b", "application/gzip"),
    (b"RIFF", "audio/wav-or-webp"),
]
BLOB = re.compile(r'"([A-Za-z0-9+/=\s]{16,})"')


def mime(data: bytes) -> str:
    return next((m for sig, m in MAGIC if data.startswith(sig)), "application/octet-stream")


def ident(path: Path, style: str) -> str:
    words = re.split(r"[^A-Za-z0-9]+", path.name)
    if style == "py":
        return "_".join(w.upper() for w in words if w)
    return words[0].lower() + "".join(w.capitalize() for w in words[1:] if w)


def encode(path: Path, fmt: str, name: str | None) -> str:
    data = path.read_bytes()
    b64 = base64.b64encode(data).decode()
    wrapped = "\n".join(textwrap.wrap(b64, 76))
    if fmt == "ts":
        n = name or ident(path, "ts")
        return f'// {path.name}, {len(data)} bytes, {mime(data)}\nexport const {n} = Buffer.from(\n  "{b64}",\n  "base64",\n);\n'
    if fmt == "py":
        n = name or ident(path, "py")
        lines = "\n".join(f'    "{l}"' for l in wrapped.splitlines())
        return f"import base64\n\n# {path.name}, {len(data)} bytes, {mime(data)}\n{n} = base64.b64decode(\n{lines}\n)\n"
    if fmt == "json":
        return json.dumps({name or ident(path, "ts"): {"encoding": "base64", "mime": mime(data), "data": b64}}, indent=2)
    rows = [", ".join(f"0x{b:02x}" for b in data[i:i + 12]) for i in range(0, len(data), 12)]
    return "static const unsigned char %s[%d] = {\n  %s\n};\n" % (name or ident(path, "py").lower(), len(data), ",\n  ".join(rows))


def extract(path: Path) -> bytes:
    text = path.read_text()
    if path.suffix == ".json":
        entry = next(iter(json.loads(text).values()))
        return base64.b64decode(entry["data"])
    hexes = re.findall(r"0x([0-9a-fA-F]{2})", text)
    if hexes and "base64" not in text:
        return bytes(int(h, 16) for h in hexes)
    parts = BLOB.findall(text)
    return base64.b64decode("".join(p.strip() for p in parts))


def main() -> int:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode"); e.add_argument("file"); e.add_argument("--as", dest="fmt", default="ts", choices=["ts", "py", "json", "hex"]); e.add_argument("--name")
    d = sub.add_parser("decode"); d.add_argument("file"); d.add_argument("--out", required=True)
    i = sub.add_parser("info"); i.add_argument("file")
    a = ap.parse_args()
    if a.cmd == "encode":
        sys.stdout.write(encode(Path(a.file), a.fmt, a.name))
    elif a.cmd == "decode":
        data = extract(Path(a.file))
        Path(a.out).write_bytes(data)
        print(f"wrote {a.out} ({len(data)} bytes, {mime(data)})")
    else:
        data = extract(Path(a.file))
        print(f"{mime(data)}  {len(data)} bytes  sha256={hashlib.sha256(data).hexdigest()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
