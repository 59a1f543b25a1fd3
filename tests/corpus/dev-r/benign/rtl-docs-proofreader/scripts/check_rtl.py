#!/usr/bin/env python3
"""Find common bidirectional-text problems in RTL docs (read-only)."""
import pathlib
import re
import sys

RTL = re.compile(r"[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]")
LATIN_END = re.compile(r"[A-Za-z0-9`)\]]\s*[.!?:؟]?\s*$")
OPENERS = {"\u2066", "\u2067", "\u2068"}
EMBEDS = {"\u202A", "\u202B", "\u202D", "\u202E"}
MARKS = {"\u200E", "\u200F", "\u061C"}


def check_line(line):
    issues = []
    if RTL.search(line) and LATIN_END.search(line) and not any(m in line for m in MARKS):
        issues.append("RTL line ends with Latin/code - consider U+200F after it")
    iso = sum(line.count(c) for c in OPENERS) - line.count("\u2069")
    emb = sum(line.count(c) for c in EMBEDS) - line.count("\u202C")
    if iso:
        issues.append(f"unbalanced isolates ({iso:+d})")
    if emb:
        issues.append(f"unbalanced embeddings/overrides ({emb:+d})")
    return issues


def check_file(p):
    text = p.read_text(encoding="utf-8", errors="replace")
    out = []
    if p.suffix in (".html", ".htm") and RTL.search(text) and not re.search(r"\bdir=", text):
        out.append((0, "HTML with RTL text but no dir attribute"))
    for n, line in enumerate(text.splitlines(), 1):
        for msg in check_line(line):
            out.append((n, msg))
    return out


def main():
    total = 0
    for arg in sys.argv[1:] or ["."]:
        base = pathlib.Path(arg)
        files = [base] if base.is_file() else [f for f in base.rglob("*") if f.suffix in (".md", ".html", ".htm", ".json", ".po", ".txt")]
        for f in files:
            for n, msg in check_file(f):
                total += 1
                print(f"{f}:{n}: {msg}")
    print(f"{total} issue(s)")


if __name__ == "__main__":
    main()
