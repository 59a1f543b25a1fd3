#!/usr/bin/env python3
"""Align Markdown tables in a file, or convert CSV/TSV to a Markdown table."""
import argparse
import csv
import sys
import unicodedata


def width(s):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def split_row(line):
    cells = line.strip().strip("|").split("|")
    return [c.strip() for c in cells]


def render(rows, aligns=None):
    n = max(len(r) for r in rows)
    rows = [r + [""] * (n - len(r)) for r in rows]
    aligns = (aligns or ["---"] * n) + ["---"] * (n - len(aligns or []))
    w = [max(3, *(width(r[i]) for r in rows)) for i in range(n)]
    pad = lambda s, i: s + " " * (w[i] - width(s))
    out = ["| " + " | ".join(pad(c, i) for i, c in enumerate(rows[0])) + " |"]
    seps = []
    for i, a in enumerate(aligns[:n]):
        left, right = a.startswith(":"), a.endswith(":")
        core = "-" * (w[i] - left - right)
        seps.append((":" if left else "") + core + (":" if right else ""))
    out.append("| " + " | ".join(seps) + " |")
    out += ["| " + " | ".join(pad(c, i) for i, c in enumerate(r)) + " |" for r in rows[1:]]
    return out


def format_text(text):
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        if lines[i].lstrip().startswith("|") and i + 1 < len(lines) and set(lines[i + 1].replace("|", "").strip()) <= set(":- ") and "-" in lines[i + 1]:
            block = [lines[i]]
            aligns = split_row(lines[i + 1])
            i += 2
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                block.append(lines[i]); i += 1
            out += render([split_row(b) for b in block], aligns)
        else:
            out.append(lines[i]); i += 1
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path", nargs="?")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--from-csv")
    ap.add_argument("--from-tsv", action="store_true")
    a = ap.parse_args()
    if a.from_csv or a.from_tsv:
        src = open(a.from_csv, newline="") if a.from_csv else sys.stdin
        rows = [[c.replace("|", "\\|") for c in r] for r in csv.reader(src, delimiter="\t" if a.from_tsv else ",")]
        print("\n".join(render(rows)))
        return
    text = open(a.path, encoding="utf-8").read()
    new = format_text(text)
    if a.check:
        sys.exit(0 if new == text else 1)
    if new != text:
        open(a.path, "w", encoding="utf-8").write(new)
        print(f"formatted tables in {a.path}")


if __name__ == "__main__":
    main()
