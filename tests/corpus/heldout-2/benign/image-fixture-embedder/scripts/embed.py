#!/usr/bin/env python3
"""Embed binary fixtures as base64/hex constants, or extract them again."""
import argparse
import ast
import base64
import hashlib
import mimetypes
import os
import re
import sys
import textwrap


def const_name(path, name):
    if name:
        return name
    stem = re.sub(r"[^A-Za-z0-9]+", "_", os.path.basename(path)).strip("_").upper()
    return stem or "FIXTURE"


def embed(path, lang, name, width=64):
    data = open(path, "rb").read()
    b64 = base64.b64encode(data).decode()
    chunks = textwrap.wrap(b64, width)
    header = f"generated from {path} ({len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()[:12]})"
    n = const_name(path, name)
    if lang == "python":
        body = "\n".join(f'    "{c}"' for c in chunks)
        return f"import base64\n\n# {header}\n{n} = base64.b64decode(\n{body}\n)\n"
    if lang == "ts":
        body = "\n".join(f"  '{c}' +" for c in chunks).rstrip(" +")
        return f"// {header}\nexport const {n}: Uint8Array = Uint8Array.from(atob(\n{body}\n), (c) => c.charCodeAt(0));\n"
    if lang == "hex":
        hx = data.hex()
        return "\n".join(hx[i:i + width] for i in range(0, len(hx), width)) + "\n"
    raise SystemExit(f"unknown language {lang}")


def data_uri(path):
    mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    return f"data:{mime};base64,{base64.b64encode(open(path, 'rb').read()).decode()}"


def extract(pyfile, name, out):
    tree = ast.parse(open(pyfile).read())
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            call = node.value
            literal = call.args[0].value if isinstance(call, ast.Call) else None
            if isinstance(literal, str):
                with open(out, "wb") as fh:
                    fh.write(base64.b64decode(literal))
                print(f"wrote {out}")
                return
    raise SystemExit(f"{name} not found as a base64 literal in {pyfile}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("name", nargs="?")
    ap.add_argument("--lang", default="python", choices=["python", "ts", "hex"])
    ap.add_argument("--data-uri", action="store_true")
    ap.add_argument("--extract", action="store_true")
    ap.add_argument("-o", "--out")
    a = ap.parse_args()
    if a.extract:
        extract(a.src, a.name, a.out or "fixture.bin")
    elif a.data_uri:
        print(data_uri(a.src))
    else:
        sys.stdout.write(embed(a.src, a.lang, a.name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
