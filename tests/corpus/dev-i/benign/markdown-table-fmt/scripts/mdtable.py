#!/usr/bin/env python3
"""Align Markdown tables."""
import re
import sys
import unicodedata
from pathlib import Path

SEP_CELL = re.compile(r"^\s*:?-+:?\s*$")


def width(s):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in s)


def split_row(line):
    cells = re.split(r"(?<!\\)\|", line.strip())
    if cells and cells[0] == "":
        cells = cells[1:]
    if cells and cells[-1] == "":
        cells = cells[:-1]
    return [c.strip() for c in cells]


def is_table_start(lines, i):
    return i + 1 < len(lines) and "|" in lines[i] and all(SEP_CELL.match(c) for c in split_row(lines[i + 1])) and split_row(lines[i + 1])


def pad(cell, w, align):
    gap = w - width(cell)
    if align == "center":
        left = gap // 2
        return " " * left + cell + " " * (gap - left)
    return (" " * gap + cell) if align == "right" else (cell + " " * gap)


def format_table(rows):
    header, sep, body = rows[0], rows[1], rows[2:]
    n = max(len(r) for r in rows)
    rows = [r + [""] * (n - len(r)) for r in [header] + body]
    sep = sep + ["---"] * (n - len(sep))
    aligns = ["center" if s.startswith(":") and s.endswith(":") else "right" if s.endswith(":") else "left" if s.startswith(":") else None for s in sep]
    widths = [max(3, *(width(r[i]) for r in rows)) for i in range(n)]
    def line(cells):
        return "| " + " | ".join(pad(c, widths[i], aligns[i] or "left") for i, c in enumerate(cells)) + " |"
    seps = []
    for a, w in zip(aligns, widths):
        dash = "-" * w
        seps.append(":" + dash[2:] + ":" if a == "center" else dash[1:] + ":" if a == "right" else ":" + dash[1:] if a == "left" else dash)
    return [line(rows[0]), "| " + " | ".join(seps) + " |"] + [line(r) for r in rows[1:]]


def format_text(text):
    lines, out, i, fence = text.split("\n"), [], 0, False
    while i < len(lines):
        if lines[i].lstrip().startswith("```"):
            fence = not fence
        if not fence and is_table_start(lines, i):
            block = []
            while i < len(lines) and "|" in lines[i] and lines[i].strip():
                block.append(split_row(lines[i]))
                i += 1
            out.extend(format_table(block))
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


def main(args):
    check, stdout = "--check" in args, "--stdout" in args
    targets = [a for a in args if not a.startswith("--")] or ["."]
    files = [p for t in targets for p in ([Path(t)] if Path(t).is_file() else sorted(Path(t).rglob("*.md")))]
    changed = 0
    for f in files:
        old = f.read_text(encoding="utf-8")
        new = format_text(old)
        if stdout:
            print(new)
        elif new != old:
            changed += 1
            print(("would format " if check else "formatted ") + str(f))
            if not check:
                f.write_text(new, encoding="utf-8")
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
