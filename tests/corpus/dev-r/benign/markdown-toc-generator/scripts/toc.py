#!/usr/bin/env python3
"""Generate a GitHub-style table of contents for a Markdown file."""
import argparse
import pathlib
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
        m = re.match(r"^(#{1,6})\s+(.+?)\s*#*\s*$", line)
        if m and not fence:
            yield len(m.group(1)), m.group(2)


def build(text, lo, hi):
    seen = {}
    out = []
    for level, title in headings(text.splitlines()):
        anchor = slug(re.sub(r"`|\*|_|\[|\]\(.*?\)", "", title), seen)
        if lo <= level <= hi:
            out.append(f"{'  ' * (level - lo)}- [{title}](#{anchor})")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--min", type=int, default=2)
    ap.add_argument("--max", type=int, default=4)
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    p = pathlib.Path(a.file)
    text = p.read_text(encoding="utf-8")
    toc = build(text, a.min, a.max)
    if not a.write:
        print(toc)
        return
    block = f"{START}\n{toc}\n{STOP}"
    if START in text and STOP in text:
        text = re.sub(re.escape(START) + r".*?" + re.escape(STOP), lambda _: block, text, flags=re.S)
    else:
        text = re.sub(r"^(# .+\n)", lambda m: m.group(1) + "\n" + block + "\n", text, count=1, flags=re.M)
    p.write_text(text, encoding="utf-8")
    print(f"updated TOC in {p}")


if __name__ == "__main__":
    main()
