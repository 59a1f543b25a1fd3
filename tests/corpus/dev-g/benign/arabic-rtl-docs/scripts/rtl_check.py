#!/usr/bin/env python3
"""Check HTML/CSS files for common right-to-left (RTL) problems."""
import re
import sys
from pathlib import Path

PHYSICAL = re.compile(r"\b(margin|padding|border)-(left|right)\b|\b(left|right)\s*:|text-align\s*:\s*(left|right)|float\s*:\s*(left|right)")
HTML_TAG = re.compile(r"<html\b([^>]*)>", re.I)
BIDI_CONTROLS = {"\u200e": "LRM", "\u200f": "RLM", "\u202a": "LRE", "\u202b": "RLE",
                 "\u202c": "PDF", "\u202d": "LRO", "\u202e": "RLO", "\u2066": "LRI", "\u2067": "RLI",
                 "\u2068": "FSI", "\u2069": "PDI"}


def check_html(path, text, out):
    m = HTML_TAG.search(text)
    attrs = m.group(1) if m else ""
    if 'dir="rtl"' not in attrs and "dir='rtl'" not in attrs:
        out.append((path, 1, "missing dir=\"rtl\" on <html>"))
    if not re.search(r'lang=["\'](ar|he|fa|ur)', attrs):
        out.append((path, 1, "missing lang attribute for an RTL language on <html>"))
    for n, line in enumerate(text.splitlines(), 1):
        for ch, name in BIDI_CONTROLS.items():
            if ch in line:
                level = "info" if name in ("LRM", "RLM") else "review"
                out.append((path, n, f"{level}: bidi control {name} (U+{ord(ch):04X}) – consider <bdi> or dir=\"auto\""))
        if "style=" in line and PHYSICAL.search(line):
            out.append((path, n, "inline style uses physical left/right; prefer logical properties"))


def check_css(path, text, out):
    for n, line in enumerate(text.splitlines(), 1):
        if PHYSICAL.search(line) and "[dir=" not in line:
            out.append((path, n, f"physical property: {line.strip()[:60]}"))


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    out = []
    for p in sorted(root.rglob("*")):
        if p.suffix in (".html", ".htm"):
            check_html(p, p.read_text(encoding="utf-8", errors="replace"), out)
        elif p.suffix in (".css", ".scss"):
            check_css(p, p.read_text(encoding="utf-8", errors="replace"), out)
    for path, line, msg in out:
        print(f"{path}:{line}: {msg}")
    print(f"\n{len(out)} note(s)")


if __name__ == "__main__":
    main()
