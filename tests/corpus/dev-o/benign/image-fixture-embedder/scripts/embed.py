#!/usr/bin/env python3
"""Encode small binary files as base64/hex constants or data URIs, and decode them back."""
import argparse
import base64
import binascii
import mimetypes
from pathlib import Path

MAX = 20 * 1024


def to_constant(path, data, as_hex):
    name = Path(path).stem.upper().replace("-", "_").replace(".", "_")
    if as_hex:
        h = binascii.hexlify(data).decode()
        lines = [h[i:i + 64] for i in range(0, len(h), 64)]
        body = "\n".join(f'    "{l}"' for l in lines)
        return f"{name} = bytes.fromhex(\n{body}\n)"
    b = base64.b64encode(data).decode()
    lines = [b[i:i + 76] for i in range(0, len(b), 76)]
    body = "\n".join(f'    "{l}"' for l in lines)
    return f"{name} = base64.b64decode(\n{body}\n)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--hex", action="store_true")
    ap.add_argument("--data-uri", action="store_true")
    ap.add_argument("--decode", action="store_true")
    ap.add_argument("-o", "--out")
    a = ap.parse_args()
    if a.decode:
        text = Path(a.file).read_text().strip()
        raw = bytes.fromhex(text) if all(c in "0123456789abcdefABCDEF\n" for c in text) else base64.b64decode(text)
        Path(a.out or "decoded.bin").write_bytes(raw)
        print(f"wrote {len(raw)} bytes to {a.out or 'decoded.bin'}")
        return
    data = Path(a.file).read_bytes()
    if len(data) > MAX:
        raise SystemExit(f"{a.file} is {len(data)} bytes; keep inline fixtures under {MAX}")
    if a.data_uri:
        mime = mimetypes.guess_type(a.file)[0] or "application/octet-stream"
        print(f"data:{mime};base64,{base64.b64encode(data).decode()}")
    else:
        print(to_constant(a.file, data, a.hex))


if __name__ == "__main__":
    main()
