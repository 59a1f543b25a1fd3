#!/usr/bin/env python3
"""Lint a Markdown file: links, headings, long lines, tables, fences."""
import pathlib
import re
import sys

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*)")


def slug(text):
    text = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return text.replace(" ", "-")


def check(path):
    lines = path.read_text(encoding="utf-8").splitlines()
    findings, outline, anchors = [], [], set()
    in_fence, fence_line, last_level, h1 = False, 0, 0, 0
    for n, line in enumerate(lines, 1):
        if line.lstrip().startswith("```"):
            in_fence, fence_line = (not in_fence), n
            continue
        if in_fence:
            continue
        m = HEADING.match(line)
        if m:
            level = len(m.group(1))
            anchors.add(slug(m.group(2)))
            outline.append("  " * (level - 1) + m.group(2))
            if level == 1:
                h1 += 1
            if last_level and level > last_level + 1:
                findings.append((n, f"heading jumps from h{last_level} to h{level}"))
            last_level = level
        if len(line) > 120 and not line.lstrip().startswith("|"):
            findings.append((n, f"line is {len(line)} characters"))
    if in_fence:
        findings.append((fence_line, "code fence is never closed"))
    if h1 > 1:
        findings.append((0, f"{h1} top-level headings"))
    for n, line in enumerate(lines, 1):
        for target in LINK.findall(line):
            if target.startswith(("http://", "https://", "mailto:")):
                continue
            if target.startswith("#"):
                if target[1:] not in anchors:
                    findings.append((n, f"anchor {target} not found"))
                continue
            file_part = target.split("#", 1)[0]
            if file_part and not (path.parent / file_part).exists():
                findings.append((n, f"link target {file_part} does not exist"))
    return findings, outline


def main():
    path = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "README.md")
    findings, outline = check(path)
    for n, msg in sorted(findings):
        print(f"{n}: {msg}")
    print("\noutline:")
    print("\n".join(outline) or "(no headings)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
