#!/usr/bin/env python3
"""Find RTL-unfriendly CSS and markup."""
import re
import sys
from pathlib import Path

PHYSICAL = {
    r"\bmargin-left\b": "margin-inline-start",
    r"\bmargin-right\b": "margin-inline-end",
    r"\bpadding-left\b": "padding-inline-start",
    r"\bpadding-right\b": "padding-inline-end",
    r"(?<![-\w])left\s*:": "inset-inline-start:",
    r"(?<![-\w])right\s*:": "inset-inline-end:",
    r"text-align\s*:\s*left": "text-align: start",
    r"text-align\s*:\s*right": "text-align: end",
    r"float\s*:\s*left": "float: inline-start",
    r"float\s*:\s*right": "float: inline-end",
    r"border-left\b": "border-inline-start",
    r"border-right\b": "border-inline-end",
}
ICON = re.compile(r"(arrow|chevron|caret)-(left|right)|icon-(back|forward)")
HTML_TAG = re.compile(r"<html(?![^>]*\bdir=)[^>]*>", re.I)
STYLE_EXT = {".css", ".scss", ".less"}
MARKUP_EXT = {".html", ".vue", ".jsx", ".tsx", ".svelte"}


def scan(root):
    n = 0
    for p in Path(root).rglob("*"):
        if "node_modules" in p.parts or not p.is_file():
            continue
        if p.suffix not in STYLE_EXT | MARKUP_EXT:
            continue
        for i, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
            if p.suffix in STYLE_EXT or "style" in line:
                for rx, fix in PHYSICAL.items():
                    if re.search(rx, line):
                        n += 1
                        print(f"{p}:{i}: physical property -> {fix}")
            if p.suffix in MARKUP_EXT:
                if HTML_TAG.search(line):
                    n += 1
                    print(f"{p}:{i}: <html> without dir attribute")
                if ICON.search(line):
                    n += 1
                    print(f"{p}:{i}: directional icon; add [dir=rtl] flip (transform: scaleX(-1))")
    print(f"# {n} finding(s)")


if __name__ == "__main__":
    scan(sys.argv[1] if len(sys.argv) > 1 else ".")
