#!/usr/bin/env python3
"""Align Markdown tables."""
import argparse
import re
import unicodedata
from pathlib import Path

SEP = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 0 if unicodedata.combining(ch) else 1 for ch in s)


def cells(line: str):
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|"):
        line = line[:-1]
    return [c.strip() for c in re.split(r"(?<!\\)\|", line)]


def format_table(lines):
    rows = [cells(l) for l in lines]
    n = max(len(r) for r in rows)
    rows = [r + [""] * (n - len(r)) for r in rows]
    aligns = []
    for c in rows[1]:
        aligns.append("c" if c.startswith(":") and c.endswith(":") else "r" if c.endswith(":") else "l" if c.startswith(":") else "")
    widths = [max(3, *(width(r[i]) for j, r in enumerate(rows) if j != 1)) for i in range(n)]
    out = []
    for j, r in enumerate(rows):
        if j == 1:
            parts = []
            for w, al in zip(widths, aligns):
                dash = "-" * w
                parts.append({"c": ":" + dash[2:] + ":", "r": dash[1:] + ":", "l": ":" + dash[1:]}.get(al, dash))
            out.append("| " + " | ".join(parts) + " |")
        else:
            out.append("| " + " | ".join(c + " " * (w - width(c)) for c, w in zip(r, widths)) + " |")
    return out


def tidy(text: str) -> str:
    lines, out, i, fence = text.split("\n"), [], 0, False
    while i < len(lines):
        if lines[i].lstrip().startswith("```"):
            fence = not fence
        if not fence and "|" in lines[i] and i + 1 < len(lines) and SEP.match(lines[i + 1]):
            j = i + 2
            while j < len(lines) and "|" in lines[j] and lines[j].strip():
                j += 1
            out.extend(format_table(lines[i:j]))
            i = j
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target", type=Path)
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    files = [a.target] if a.target.is_file() else sorted(a.target.rglob("*.md"))
    for f in files:
        before = f.read_text(encoding="utf-8")
        after = tidy(before)
        if a.write:
            if after != before:
                f.write_text(after, encoding="utf-8")
                print(f"tidied {f}")
        else:
            print(after)


if __name__ == "__main__":
    main()
