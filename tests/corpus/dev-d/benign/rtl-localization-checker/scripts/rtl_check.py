#!/usr/bin/env python3
"""Check RTL translation strings and CSS for common bidi problems."""
import argparse
import json
import re
import sys
from pathlib import Path

RTL_CHARS = re.compile(r"[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]")
PLACEHOLDER = re.compile(r"\{[A-Za-z0-9_]+\}|%[sd]|\{\{[^}]+\}\}")
OPENERS = {"\u202A": "LRE", "\u202B": "RLE", "\u202D": "LRO", "\u202E": "RLO"}
ISO_OPEN = {"\u2066": "LRI", "\u2067": "RLI", "\u2068": "FSI"}
PDF, PDI = "\u202C", "\u2069"
OVERRIDES = {"\u202D", "\u202E"}
CSS_PHYSICAL = re.compile(r"\b(margin|padding|border)-(left|right)\b|\b(left|right)\s*:|text-align\s*:\s*(left|right)")


def flatten(d, prefix=""):
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, str(v)


def balanced(s):
    stack = []
    for ch in s:
        if ch in OPENERS or ch in ISO_OPEN:
            stack.append(ch)
        elif ch == PDF:
            if not stack or stack[-1] not in OPENERS:
                return False
            stack.pop()
        elif ch == PDI:
            if not stack or stack[-1] not in ISO_OPEN:
                return False
            stack.pop()
    return not stack


def isolated(s, m):
    before = s[m.start() - 1] if m.start() else ""
    after = s[m.end()] if m.end() < len(s) else ""
    return before in ISO_OPEN and after == PDI


def check_strings(path, source):
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    src = dict(flatten(json.loads(Path(source).read_text(encoding="utf-8")))) if source else {}
    issues = []
    for key, s in flatten(data):
        if RTL_CHARS.search(s):
            for m in PLACEHOLDER.finditer(s):
                if not isolated(s, m):
                    issues.append(("RTL1", key, f"placeholder {m.group(0)} not isolated"))
        if not balanced(s):
            issues.append(("RTL2", key, "unbalanced bidi controls"))
        if OVERRIDES & set(s):
            issues.append(("RTL3", key, "contains bidi override character"))
        if key in src and src[key] == s:
            issues.append(("RTL4", key, "identical to source (untranslated?)"))
    return issues


def check_css(root):
    issues = []
    for p in Path(root).rglob("*"):
        if p.suffix in (".css", ".scss", ".less") and p.is_file():
            for i, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
                if CSS_PHYSICAL.search(line):
                    issues.append(("CSS1", f"{p}:{i}", line.strip()))
    return issues


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("strings")
    ap.add_argument("--source", help="English source file for RTL4")
    ap.add_argument("--css")
    a = ap.parse_args()
    issues = check_strings(a.strings, a.source)
    if a.css:
        issues += check_css(a.css)
    for code, where, msg in issues:
        print(f"{code}  {where}: {msg}")
    print(f"{len(issues)} issue(s)")
    sys.exit(1 if issues else 0)


if __name__ == "__main__":
    main()
