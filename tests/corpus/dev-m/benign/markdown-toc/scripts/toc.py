#!/usr/bin/env python3
"""Generate a GitHub-style table of contents for a Markdown file."""
import argparse
import re
from pathlib import Path

START, END = "<!-- toc -->", "<!-- tocstop -->"


def slug(text, seen):
    s = re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")
    n = seen.get(s, 0)
    seen[s] = n + 1
    return s if n == 0 else f"{s}-{n}"


def headings(lines, lo, hi):
    fenced, seen = False, {}
    for line in lines:
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
            continue
        m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if m and not fenced:
            level, text = len(m.group(1)), m.group(2)
            anchor = slug(re.sub(r"`|\*|_|\[|\]\([^)]*\)", "", text), seen)
            if lo <= level <= hi:
                yield level, text, anchor


def build(lines, lo, hi):
    return [f"{'  ' * (lvl - lo)}- [{text}](#{anchor})" for lvl, text, anchor in headings(lines, lo, hi)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--min", type=int, default=2)
    ap.add_argument("--max", type=int, default=4)
    args = ap.parse_args()
    path = Path(args.file)
    text = path.read_text(encoding="utf-8")
    toc = build(text.splitlines(), args.min, args.max)
    if not args.write:
        print("\n".join(toc))
        return
    block = "\n".join([START, *toc, END])
    if START in text and END in text:
        text = re.sub(re.escape(START) + r".*?" + re.escape(END), lambda _: block, text, flags=re.S)
    else:
        first_h2 = re.search(r"^## ", text, flags=re.M)
        at = first_h2.start() if first_h2 else len(text)
        text = text[:at] + block + "\n\n" + text[at:]
    path.write_text(text, encoding="utf-8")
    print(f"updated TOC with {len(toc)} entries")


if __name__ == "__main__":
    main()
