#!/usr/bin/env python3
"""Report and optionally fix bidi issues in JSON string catalogues."""
import json
import re
import sys
import unicodedata

CONTROLS = {
    "\u202a": "LRE", "\u202b": "RLE", "\u202c": "PDF", "\u202d": "LRO", "\u202e": "RLO",
    "\u2066": "LRI", "\u2067": "RLI", "\u2068": "FSI", "\u2069": "PDI",
    "\u200e": "LRM", "\u200f": "RLM", "\u061c": "ALM",
}
OPENERS = {"LRE", "RLE", "LRO", "RLO"}
ISOLATES = {"LRI", "RLI", "FSI"}
LTR_RUN = re.compile(r"[A-Za-z0-9][A-Za-z0-9 ._#:/-]*[A-Za-z0-9]|[A-Za-z0-9]")


def direction(s):
    for ch in s:
        bd = unicodedata.bidirectional(ch)
        if bd == "L":
            return "ltr"
        if bd in ("R", "AL"):
            return "rtl"
    return "neutral"


def controls(s):
    found, depth_e, depth_i, errors = [], 0, 0, []
    for i, ch in enumerate(s):
        name = CONTROLS.get(ch)
        if not name:
            continue
        found.append(f"{name}@{i}")
        if name in OPENERS:
            depth_e += 1
        elif name == "PDF":
            depth_e -= 1
        elif name in ISOLATES:
            depth_i += 1
        elif name == "PDI":
            depth_i -= 1
    if depth_e:
        errors.append("unbalanced embedding/override")
    if depth_i:
        errors.append("unbalanced isolate")
    return found, errors


def fix(s):
    if direction(s) != "rtl":
        return s
    return LTR_RUN.sub(lambda m: "\u2068" + m.group(0) + "\u2069", s)


def main(path, do_fix):
    data = json.load(open(path, encoding="utf-8"))
    changed = 0
    for key, value in list(data.items()):
        if not isinstance(value, str):
            continue
        found, errors = controls(value)
        print(f"{key:30} {direction(value):7} {' '.join(found) or '-'} {'ERROR: ' + ', '.join(errors) if errors else ''}")
        if do_fix and not found:
            new = fix(value)
            if new != value:
                data[key] = new
                changed += 1
    if do_fix:
        json.dump(data, open(path, "w", encoding="utf-8"), ensure_ascii=False, indent=2)
        print(f"wrapped LTR runs in {changed} string(s)")


if __name__ == "__main__":
    main(sys.argv[1], "--fix" in sys.argv)
