#!/usr/bin/env python3
"""Make RTL Markdown render correctly: dir attributes, <bdi> isolation, RLM after Latin runs."""
import argparse
import re
import sys
from pathlib import Path

RTL = re.compile(r"[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]")
RLM, LRM = "\u200f", "\u200e"
LATIN_END = re.compile(r"([A-Za-z0-9][A-Za-z0-9.\-_]*)([.!?:،؛])(\s|$)")
INLINE_CODE = re.compile(r"(?<!<bdi>)(`[^`]+`)")


def fix_line(line):
    if not RTL.search(line) or line.lstrip().startswith(("```", "    ")):
        return line, 0
    n = 0
    new, k = INLINE_CODE.subn(r"<bdi>\1</bdi>", line)
    n += k
    new, k = LATIN_END.subn(lambda m: m.group(1) + RLM + m.group(2) + m.group(3)
                            if not m.group(1).endswith(RLM) else m.group(0), new)
    n += k
    return new, n


def process(path, check, strip):
    text = path.read_text(encoding="utf-8")
    if strip:
        cleaned = text.replace(RLM, "").replace(LRM, "")
        removed = len(text) - len(cleaned)
        path.write_text(cleaned, encoding="utf-8")
        return f"{path}: removed {removed} direction marks"
    out, changes, in_fence, in_rtl_block = [], 0, False, False
    for i, line in enumerate(text.splitlines(), 1):
        if line.startswith("```"):
            in_fence = not in_fence
        if in_fence:
            out.append(line)
            continue
        new, n = fix_line(line)
        if n and check:
            print(f"{path}:{i}: {n} fix(es)")
        changes += n
        out.append(new)
    if not check and changes:
        body = "\n".join(out)
        if not body.lstrip().startswith('<div dir="rtl">'):
            body = '<div dir="rtl">\n\n' + body + '\n\n</div>'
        path.write_text(body + "\n", encoding="utf-8")
    return f"{path}: {changes} fixes{' (check only)' if check else ''}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--strip", action="store_true")
    a = ap.parse_args()
    for f in a.files:
        print(process(f, a.check, a.strip))


if __name__ == "__main__":
    sys.exit(main())
