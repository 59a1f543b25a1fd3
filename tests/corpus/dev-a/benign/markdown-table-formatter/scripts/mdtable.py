#!/usr/bin/env python3
"""Format Markdown tables in place, or convert CSV/TSV into a Markdown table."""
import argparse
import csv
import re
import sys
import unicodedata
from pathlib import Path

SEP = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in s)


def split_row(line: str):
    cells = re.split(r"(?<!\\)\|", line.strip().strip("|"))
    return [c.strip() for c in cells]


def align_of(cell: str) -> str:
    c = cell.strip()
    return "c" if c.startswith(":") and c.endswith(":") else "r" if c.endswith(":") else "l" if c.startswith(":") else ""


def render(rows, aligns):
    n = max(len(r) for r in rows)
    rows = [r + [""] * (n - len(r)) for r in rows]
    aligns = aligns + [""] * (n - len(aligns))
    w = [max(3, *(width(r[i]) for r in rows)) for i in range(n)]

    def pad(s, i):
        gap = w[i] - width(s)
        if aligns[i] == "r":
            return " " * gap + s
        if aligns[i] == "c":
            return " " * (gap // 2) + s + " " * (gap - gap // 2)
        return s + " " * gap

    def sep(i):
        a, d = aligns[i], "-" * w[i]
        return {"l": ":" + d[1:], "r": d[1:] + ":", "c": ":" + d[2:] + ":"}.get(a, d)

    out = ["| " + " | ".join(pad(c, i) for i, c in enumerate(rows[0])) + " |",
           "| " + " | ".join(sep(i) for i in range(n)) + " |"]
    out += ["| " + " | ".join(pad(c, i) for i, c in enumerate(r)) + " |" for r in rows[1:]]
    return out


def format_text(text: str) -> str:
    lines, out, i, fenced = text.split("\n"), [], 0, False
    while i < len(lines):
        line = lines[i]
        if line.lstrip().startswith("```"):
            fenced = not fenced
        if not fenced and "|" in line and i + 1 < len(lines) and SEP.match(lines[i + 1]):
            header = split_row(line)
            aligns = [align_of(c) for c in split_row(lines[i + 1])]
            body, j = [], i + 2
            while j < len(lines) and "|" in lines[j] and lines[j].strip():
                body.append(split_row(lines[j]))
                j += 1
            out += render([header] + body, aligns)
            i = j
            continue
        out.append(line)
        i += 1
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--from-csv", type=Path)
    args = ap.parse_args()
    if args.from_csv:
        dialect = "excel-tab" if args.from_csv.suffix == ".tsv" else "excel"
        with args.from_csv.open(newline="", encoding="utf-8") as fh:
            rows = [[c.replace("|", "\\|") for c in r] for r in csv.reader(fh, dialect)]
        print("\n".join(render(rows, [])))
        return 0
    dirty = 0
    for f in args.files:
        before = f.read_text(encoding="utf-8")
        after = format_text(before)
        if after != before:
            dirty += 1
            if args.check:
                print(f"{f}: tables need formatting")
            else:
                f.write_text(after, encoding="utf-8")
                print(f"{f}: formatted")
    return 1 if (args.check and dirty) else 0


if __name__ == "__main__":
    sys.exit(main())
