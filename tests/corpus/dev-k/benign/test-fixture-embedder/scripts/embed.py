#!/usr/bin/env python3
"""Turn a small binary file into an importable constant (base64 or hex)."""
import argparse
import base64
import pathlib
import re
import textwrap

LIMIT = 50 * 1024


def const_name(path):
    return re.sub(r"[^A-Za-z0-9]+", "_", path.name).upper().strip("_")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--format", choices=["base64", "hex"], default="base64")
    ap.add_argument("--name")
    a = ap.parse_args()
    p = pathlib.Path(a.file)
    data = p.read_bytes()
    if len(data) > LIMIT:
        raise SystemExit(f"{p} is {len(data)} bytes; keep inline fixtures under {LIMIT}")
    name = a.name or const_name(p)
    if a.format == "base64":
        enc = base64.b64encode(data).decode()
        body = "\n".join(f'    "{chunk}"' for chunk in textwrap.wrap(enc, 76))
        print(f"import base64\n\n# {p.name}, {len(data)} bytes\n{name} = base64.b64decode(\n{body}\n)")
    else:
        body = "\n".join(f'    "{chunk}"' for chunk in textwrap.wrap(data.hex(), 76))
        print(f"# {p.name}, {len(data)} bytes\n{name} = bytes.fromhex(\n{body}\n)")


if __name__ == "__main__":
    main()
