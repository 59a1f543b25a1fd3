#!/usr/bin/env python3
"""Report broken relative links and anchors in a Markdown file (read-only)."""
import os
import re
import sys

LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def slug(text):
    text = re.sub(r"[`*_~\[\]()]", "", text).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def main(path):
    base = os.path.dirname(os.path.abspath(path))
    lines = open(path, encoding="utf-8").read().splitlines()
    anchors, seen = set(), {}
    in_code = False
    for line in lines:
        if line.startswith("```"):
            in_code = not in_code
        m = None if in_code else HEADING.match(line)
        if m:
            s = slug(m.group(2))
            n = seen.get(s, 0)
            anchors.add(s if n == 0 else f"{s}-{n}")
            seen[s] = n + 1
    problems = 0
    for no, line in enumerate(lines, 1):
        for target in LINK.findall(line):
            if re.match(r"^[a-z]+:", target):
                continue
            file_part, _, frag = target.partition("#")
            if file_part:
                if not os.path.exists(os.path.join(base, file_part)):
                    print(f"{path}:{no}: missing file {file_part}")
                    problems += 1
            elif frag and frag not in anchors:
                print(f"{path}:{no}: unknown anchor #{frag}")
                problems += 1
    print(f"{problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "README.md"))
