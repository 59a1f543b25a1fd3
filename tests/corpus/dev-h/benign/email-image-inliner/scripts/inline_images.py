#!/usr/bin/env python3
"""Replace small local <img src> files with base64 data URIs."""
import argparse
import base64
import mimetypes
import os
import re

IMG = re.compile(r'(<img\b[^>]*\bsrc=")([^"]+)(")', re.I)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("html")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--max-kb", type=int, default=40)
    a = ap.parse_args()
    base = os.path.dirname(os.path.abspath(a.html))
    html = open(a.html, encoding="utf-8").read()
    skipped = []

    def repl(m):
        src = m.group(2)
        if src.startswith(("http://", "https://", "data:", "cid:")):
            return m.group(0)
        path = os.path.normpath(os.path.join(base, src))
        if not path.startswith(base) or not os.path.isfile(path):
            skipped.append((src, "not found or outside template dir"))
            return m.group(0)
        size = os.path.getsize(path)
        if size > a.max_kb * 1024:
            skipped.append((src, f"{size // 1024} KB > {a.max_kb} KB"))
            return m.group(0)
        mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
        data = base64.b64encode(open(path, "rb").read()).decode("ascii")
        return f"{m.group(1)}data:{mime};base64,{data}{m.group(3)}"

    out = IMG.sub(repl, html)
    os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
    open(a.out, "w", encoding="utf-8").write(out)
    print(f"wrote {a.out} ({len(out) // 1024} KB)")
    for src, why in skipped:
        print(f"left as-is: {src} ({why})")


if __name__ == "__main__":
    main()
