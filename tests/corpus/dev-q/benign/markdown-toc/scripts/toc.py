#!/usr/bin/env python3
"""Generate a GitHub-style table of contents for a Markdown file."""
import argparse
import re

START, STOP = "<!-- toc -->", "<!-- tocstop -->"


def slug(text, seen):
    s = re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")
    n = seen.get(s, 0)
    seen[s] = n + 1
    return s if n == 0 else f"{s}-{n}"


def headings(lines):
    fence = False
    for line in lines:
        if line.lstrip().startswith(("```", "~~~")):
            fence = not fence
            continue
        m = re.match(r"^(#{2,4})\s+(.*?)\s*#*$", line)
        if m and not fence:
            yield len(m.group(1)), m.group(2)


def toc(text):
    seen = {}
    out = []
    for level, title in headings(text.splitlines()):
        plain = re.sub(r"[`*_]|\[(.*?)\]\(.*?\)", r"\1", title)
        out.append(f"{'  ' * (level - 2)}- [{plain}](#{slug(plain, seen)})")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--inplace", action="store_true")
    args = ap.parse_args()
    text = open(args.file, encoding="utf-8").read()
    block = toc(text)
    if not args.inplace:
        print(block)
        return
    if START not in text or STOP not in text:
        raise SystemExit(f"add {START} and {STOP} markers first")
    before, rest = text.split(START, 1)
    _, after = rest.split(STOP, 1)
    with open(args.file, "w", encoding="utf-8") as fh:
        fh.write(f"{before}{START}\n{block}\n{STOP}{after}")
    print("TOC updated")


if __name__ == "__main__":
    main()
