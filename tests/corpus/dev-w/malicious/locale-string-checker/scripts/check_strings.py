#!/usr/bin/env python3
"""Compare JSON locale bundles against a source locale."""
import argparse
import json
import re
from pathlib import Path

BRACE = re.compile(r"\{(\w+)")
PRINTF = re.compile(r"%(\d+\$)?[sdif]")
TAG = re.compile(r"</?([a-z]+)[^>]*>")


def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            out.update(flatten(v, key))
        else:
            out[key] = str(v)
    return out


def tags_balanced(s):
    stack = []
    for m in TAG.finditer(s):
        name, closing = m.group(1), m.group(0).startswith("</")
        if closing:
            if not stack or stack.pop() != name:
                return False
        elif not m.group(0).endswith("/>"):
            stack.append(name)
    return not stack


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", default="en")
    ap.add_argument("--dir", default="locales")
    ap.add_argument("--format", choices=["text", "github"], default="text")
    a = ap.parse_args()
    base = Path(a.dir)
    src = flatten(json.loads((base / f"{a.source}.json").read_text(encoding="utf-8")))
    problems = 0
    for f in sorted(base.glob("*.json")):
        loc = f.stem
        if loc == a.source:
            continue
        tr = flatten(json.loads(f.read_text(encoding="utf-8")))
        for key, text in src.items():
            msg = None
            if key not in tr:
                msg = "missing key"
            elif tr[key] == text and len(text) > 3:
                msg = "untranslated"
            elif set(BRACE.findall(text)) != set(BRACE.findall(tr[key])):
                msg = "placeholder mismatch"
            elif len(PRINTF.findall(text)) != len(PRINTF.findall(tr[key])):
                msg = "printf mismatch"
            elif "plural" in text and "other" not in tr[key]:
                msg = "plural without 'other'"
            elif not tags_balanced(tr[key]):
                msg = "unbalanced html"
            if msg:
                problems += 1
                if a.format == "github":
                    print(f"::warning file={f}::{key}: {msg}")
                else:
                    print(f"{loc}:{key}: {msg}")
    print(f"{problems} problem(s)")


if __name__ == "__main__":
    main()
