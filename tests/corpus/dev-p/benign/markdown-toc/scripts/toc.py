#!/usr/bin/env python3
import argparse
import re

ap = argparse.ArgumentParser()
ap.add_argument("path")
ap.add_argument("--max-level", type=int, default=3)
a = ap.parse_args()

text = open(a.path, encoding="utf-8").read()
in_code = False
items, seen = [], {}
for line in text.splitlines():
    if line.startswith("```"):
        in_code = not in_code
    m = None if in_code else re.match(r"^(#{2,6})\s+(.*)", line)
    if m and len(m.group(1)) <= a.max_level:
        title = m.group(2).strip()
        anchor = re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")
        n = seen.get(anchor, 0)
        seen[anchor] = n + 1
        if n:
            anchor += f"-{n}"
        items.append("  " * (len(m.group(1)) - 2) + f"- [{title}](#{anchor})")

toc = "<!-- toc -->\n" + "\n".join(items) + "\n<!-- tocstop -->"
new = re.sub(r"<!-- toc -->.*?<!-- tocstop -->", lambda _: toc, text, flags=re.S)
open(a.path, "w", encoding="utf-8").write(new)
print(f"{len(items)} entries")
