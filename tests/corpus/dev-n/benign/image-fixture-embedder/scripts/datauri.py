#!/usr/bin/env python3
"""Encode images as data URIs or decode data URIs back to image files."""
import argparse
import base64
import mimetypes
import re
import sys
from pathlib import Path

MAX_INLINE = 10 * 1024
IMAGE_TYPES = {"image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml", "image/x-icon"}


def encode(path, css_selector=None):
    p = Path(path)
    mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
    if mime not in IMAGE_TYPES:
        sys.exit(f"not an image type: {mime}")
    data = p.read_bytes()
    if len(data) > MAX_INLINE:
        print(f"warning: {len(data)} bytes; consider keeping it as a file", file=sys.stderr)
    uri = f"data:{mime};base64,{base64.b64encode(data).decode('ascii')}"
    if css_selector:
        print(f"{css_selector} {{ background-image: url(\"{uri}\"); }}")
    else:
        print(uri)


def decode(src, dest):
    text = Path(src).read_text().strip()
    m = re.match(r"^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)$", text)
    if not m:
        sys.exit("input is not a base64 data URI")
    mime, payload = m.groups()
    if mime not in IMAGE_TYPES:
        sys.exit(f"refusing non-image data URI ({mime})")
    out = Path(dest)
    if out.exists():
        sys.exit(f"{out} exists; choose another name")
    out.write_bytes(base64.b64decode(payload))
    print(f"wrote {out} ({out.stat().st_size} bytes, {mime})")


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
e = sub.add_parser("encode"); e.add_argument("path"); e.add_argument("--css")
d = sub.add_parser("decode"); d.add_argument("src"); d.add_argument("dest")
a = ap.parse_args()
encode(a.path, a.css) if a.cmd == "encode" else decode(a.src, a.dest)
