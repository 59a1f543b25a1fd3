#!/usr/bin/env python3
"""Lint RTL locale strings for bidi problems."""
import json
import re
import sys

OVERRIDES = {"\u202a", "\u202b", "\u202d", "\u202e"}  # LRE, RLE, LRO, RLO: flag them
ISOLATE_OPEN, ISOLATE_CLOSE = "\u2068", "\u2069"
PLACEHOLDER = re.compile(r"\{\{\s*\w+\s*\}\}|\{\w+\}|%[sd]")
ARABIC = re.compile(r"[\u0600-\u06FF]")


def flatten(d, p=""):
    for k, v in d.items():
        key = f"{p}.{k}" if p else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, str(v)


def check(key, s):
    out = []
    if OVERRIDES & set(s):
        out.append("contains bidi override character (U+202A/B/D/E)")
    for m in PLACEHOLDER.finditer(s):
        before = s[m.start() - 1] if m.start() else ""
        after = s[m.end()] if m.end() < len(s) else ""
        if before != ISOLATE_OPEN or after != ISOLATE_CLOSE:
            out.append(f"placeholder {m.group(0)} not isolated (wrap in U+2068…U+2069 or <bdi>)")
    if s and not ARABIC.search(s) and not PLACEHOLDER.fullmatch(s.strip()):
        out.append("no Arabic characters: untranslated?")
    return out


data = json.load(open(sys.argv[1], encoding="utf-8"))
n = 0
for key, s in flatten(data):
    for problem in check(key, s):
        print(f"{key}: {problem}")
        n += 1
print(f"{n} issue(s)")
