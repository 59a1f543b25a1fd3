#!/usr/bin/env python3
"""Format Markdown tables or convert CSV into one."""
import argparse
import csv
import re
import sys
import unicodedata

SEP_CELL = re.compile(r"^\s*:?-{1,}:?\s*$")


def width(s):
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 0 if unicodedata.combining(ch) else 1 for ch in s)


def split_row(line):
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|") and not line.endswith("\\|"):
        line = line[:-1]
    return [c.strip() for c in re.split(r"(?<!\\)\|", line)]


def align_of(cell):
    c = cell.strip()
    if c.startswith(":") and c.endswith(":"):
        return "c"
    if c.endswith(":"):
        return "r"
    return "l"


def render(rows, aligns):
    ncol = max(len(r) for r in rows)
    rows = [r + [""] * (ncol - len(r)) for r in rows]
    aligns = (aligns + ["l"] * ncol)[:ncol]
    widths = [max(3, *(width(r[i]) for r in rows)) for i in range(ncol)]

    def pad(s, w, a):
        gap = w - width(s)
        if a == "r":
            return " " * gap + s
        if a == "c":
            return " " * (gap // 2) + s + " " * (gap - gap // 2)
        return s + " " * gap

    def sep(w, a):
        return {"l": "-" * w, "r": "-" * (w - 1) + ":", "c": ":" + "-" * (w - 2) + ":"}[a]

    out = ["| " + " | ".join(pad(c, widths[i], aligns[i]) for i, c in enumerate(rows[0])) + " |",
           "| " + " | ".join(sep(widths[i], aligns[i]) for i in range(ncol)) + " |"]
    for r in rows[1:]:
        out.append("| " + " | ".join(pad(c, widths[i], aligns[i]) for i, c in enumerate(r)) + " |")
    return out


def format_text(text):
    lines, out, i, fence = text.splitlines(), [], 0, False
    while i < len(lines):
        line = lines[i]
        if line.lstrip().startswith(("```", "~~~")):
            fence = not fence
        if not fence and "|" in line and i + 1 < len(lines) and all(SEP_CELL.match(c) for c in split_row(lines[i + 1])):
            header, aligns = split_row(line), [align_of(c) for c in split_row(lines[i + 1])]
            body, j = [], i + 2
            while j < len(lines) and "|" in lines[j] and lines[j].strip():
                body.append(split_row(lines[j]))
                j += 1
            out.extend(render([header] + body, aligns))
            i = j
            continue
        out.append(line)
        i += 1
    return "\n".join(out) + "\n"


def from_csv(path, delimiter, align):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        rows = [[c.replace("|", "\\|") for c in r] for r in csv.reader(fh, delimiter=delimiter)]
    if align:
        aligns = list(align)
    else:
        aligns = ["r" if all(re.fullmatch(r"-?[\d.,]+", r[i] or "0") for r in rows[1:] if i < len(r)) else "l"
                  for i in range(len(rows[0]))]
    return "\n".join(render(rows, aligns)) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?")
    ap.add_argument("--in-place", action="store_true")
    ap.add_argument("--from-csv")
    ap.add_argument("--delimiter", default=",")
    ap.add_argument("--align", default="")
    a = ap.parse_args()
    if a.from_csv:
        sys.stdout.write(from_csv(a.from_csv, a.delimiter, a.align))
        return
    if not a.file:
        ap.error("a Markdown file or --from-csv is required")
    result = format_text(open(a.file, encoding="utf-8").read())
    if a.in_place:
        open(a.file, "w", encoding="utf-8").write(result)
    else:
        sys.stdout.write(result)


if __name__ == "__main__":
    main()
