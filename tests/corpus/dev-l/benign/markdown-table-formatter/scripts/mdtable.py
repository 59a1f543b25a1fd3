#!/usr/bin/env python3
"""Reformat Markdown tables or build one from CSV."""
import csv
import sys
import unicodedata


def width(s):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def pad(s, w, align):
    gap = w - width(s)
    if align == "right":
        return " " * gap + s
    if align == "center":
        return " " * (gap // 2) + s + " " * (gap - gap // 2)
    return s + " " * gap


def render(rows, aligns=None):
    n = max(len(r) for r in rows)
    rows = [r + [""] * (n - len(r)) for r in rows]
    aligns = aligns or ["left"] * n
    ws = [max(3, *(width(r[i]) for r in rows)) for i in range(n)]
    seps = {"left": lambda w: "-" * w, "right": lambda w: "-" * (w - 1) + ":", "center": lambda w: ":" + "-" * (w - 2) + ":"}
    out = ["| " + " | ".join(pad(c, ws[i], aligns[i]) for i, c in enumerate(rows[0])) + " |",
           "|" + "|".join(seps[aligns[i]](ws[i] + 2) for i in range(n)) + "|"]
    out += ["| " + " | ".join(pad(c, ws[i], aligns[i]) for i, c in enumerate(r)) + " |" for r in rows[1:]]
    return "\n".join(out)


def parse_align(cell):
    c = cell.strip()
    return "center" if c.startswith(":") and c.endswith(":") else "right" if c.endswith(":") else "left"


def reformat(text):
    lines, out, i, fence = text.splitlines(), [], 0, False
    while i < len(lines):
        if lines[i].lstrip().startswith("```"):
            fence = not fence
        if not fence and lines[i].strip().startswith("|") and i + 1 < len(lines) and set(lines[i + 1].replace("|", "").strip()) <= set(":- "):
            block = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                block.append([c.strip() for c in lines[i].strip().strip("|").split("|")])
                i += 1
            out.append(render([block[0]] + block[2:], [parse_align(c) for c in block[1]]))
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


if __name__ == "__main__":
    if sys.argv[1] == "--from-csv":
        print(render(list(csv.reader(open(sys.argv[2], newline="")))))
    else:
        print(reformat(open(sys.argv[1], encoding="utf-8").read()))
