#!/usr/bin/env python3
"""RTL localisation checks: placeholders, bidi control balance, physical CSS properties."""
import argparse
import json
import pathlib
import re
import sys

PLACEHOLDER = re.compile(r"\{\{?\s*\w+\s*\}?\}|%\(?\w*\)?[sd]")
OPENERS = {"\u202a": "LRE", "\u202b": "RLE", "\u202d": "LRO", "\u202e": "RLO",
           "\u2066": "LRI", "\u2067": "RLI", "\u2068": "FSI"}
CLOSERS = {"\u202c": "PDF", "\u2069": "PDI"}
MARKS = {"\u200e": "LRM", "\u200f": "RLM", "\u061c": "ALM"}
OVERRIDES = {"\u202d", "\u202e"}
PHYSICAL_CSS = re.compile(r"\b(margin|padding|border)-(left|right)\b|\b(left|right)\s*:|text-align:\s*(left|right)")


def visible(s):
    for table in (OPENERS, CLOSERS, MARKS):
        for ch, name in table.items():
            s = s.replace(ch, f"<{name}>")
    return s


def check_bidi(text):
    problems, stack = [], []
    for ch in text:
        if ch in OPENERS:
            stack.append(ch)
            if ch in OVERRIDES:
                problems.append(f"explicit override {OPENERS[ch]} - prefer an isolate")
        elif ch in CLOSERS:
            if not stack:
                problems.append(f"{CLOSERS[ch]} without opener")
            else:
                stack.pop()
    if stack:
        problems.append(f"unclosed {', '.join(OPENERS[c] for c in stack)}")
    return problems


def check_catalog(path, source):
    data = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
    out = []
    for key, value in data.items():
        for p in check_bidi(value):
            out.append(f"{path}: {key}: {p}: {visible(value)}")
        if source and key in source:
            want = sorted(PLACEHOLDER.findall(source[key]))
            have = sorted(PLACEHOLDER.findall(value))
            if want != have:
                out.append(f"{path}: {key}: placeholders {have} != source {want}")
    return out


def check_css(folder):
    out = []
    for p in pathlib.Path(folder).rglob("*.*css"):
        for n, line in enumerate(p.read_text(errors="replace").splitlines(), 1):
            if PHYSICAL_CSS.search(line) and "/* rtl-ok */" not in line:
                out.append(f"{p}:{n}: physical property - {line.strip()}")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--catalog", action="append", default=[])
    ap.add_argument("--source", help="source-language catalog, e.g. locales/en.json")
    ap.add_argument("--css")
    a = ap.parse_args()
    source = json.loads(pathlib.Path(a.source).read_text()) if a.source else None
    findings = []
    for c in a.catalog:
        findings += check_catalog(c, source)
    if a.css:
        findings += check_css(a.css)
    print("\n".join(findings) or "no RTL issues found")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
