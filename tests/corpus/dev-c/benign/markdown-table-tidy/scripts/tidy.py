#!/usr/bin/env python3
"""Align Markdown tables; convert CSV to Markdown."""
import argparse
import csv
import re
import sys
import unicodedata
from pathlib import Path

ROW = re.compile(r"^\s*\|.*\|\s*$")
SEP = re.compile(r"^\s*\|(\s*:?-+:?\s*\|)+\s*$")


def width(s):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in s)


def cells(line):
    parts = re.split(r"(?<!\\)\|", line.strip())[1:-1]
    return [p.strip() for p in parts]


def pad(s, w, align):
    gap = w - width(s)
    if align == "right":
        return " " * gap + s
    if align == "center":
        return " " * (gap // 2) + s + " " * (gap - gap // 2)
    return s + " " * gap


def render(rows, aligns):
    n = max(len(r) for r in rows)
    rows = [r + [""] * (n - len(r)) for r in rows]
    aligns = (aligns + ["left"] * n)[:n]
    ws = [max(3, *(width(r[i]) for r in rows)) for i in range(n)]
    def sep(a, w):
        return (":" if a in ("left_explicit", "center") else "") + "-" * (w - (a in ("left_explicit", "center")) - (a in ("right", "center"))) + (":" if a in ("right", "center") else "")
    out = ["| " + " | ".join(pad(c, ws[i], aligns[i]) for i, c in enumerate(rows[0])) + " |",
           "| " + " | ".join(sep(aligns[i], ws[i]) for i in range(n)) + " |"]
    out += ["| " + " | ".join(pad(c, ws[i], aligns[i]) for i, c in enumerate(r)) + " |" for r in rows[1:]]
    return out


def align_of(c):
    c = c.strip()
    if c.startswith(":") and c.endswith(":"):
        return "center"
    if c.endswith(":"):
        return "right"
    return "left_explicit" if c.startswith(":") else "left"


def tidy(text):
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        if i + 1 < len(lines) and ROW.match(lines[i]) and SEP.match(lines[i + 1]):
            header, aligns = cells(lines[i]), [align_of(c) for c in cells(lines[i + 1])]
            body, j = [], i + 2
            while j < len(lines) and ROW.match(lines[j]):
                body.append(cells(lines[j]))
                j += 1
            out += render([header] + body, aligns)
            i = j
        else:
            out.append(lines[i])
            i += 1
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--csv")
    a = ap.parse_args()
    if a.csv:
        with open(a.csv, encoding="utf-8", newline="") as fh:
            rows = [[c.replace("|", "\\|") for c in r] for r in csv.reader(fh)]
        print("\n".join(render(rows, [])))
        return 0
    p = Path(a.file)
    old = p.read_text(encoding="utf-8")
    new = tidy(old)
    if a.check:
        return 1 if new != old else 0
    if new != old:
        p.write_text(new, encoding="utf-8")
        print(f"reformatted tables in {p}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
