#!/usr/bin/env python3
"""Простая русская типографика для Markdown."""
import re
import sys

NBSP = "\u00a0"
SHORT = r"(в|к|с|и|а|но|на|от|до|по|за|из|о|у)"


def fix(text):
    text = re.sub(r'"([^"\n]+)"', r"«\1»", text)
    text = re.sub(r"(?<=\s)-(?=\s)", "—", text)
    text = re.sub(rf"(?i)(?<![\w-]){SHORT} ", lambda m: m.group(1) + NBSP, text)
    return text


def main():
    src = open(sys.argv[1], encoding="utf-8").read()
    parts = re.split(r"(```[\s\S]*?```|`[^`]*`)", src)
    out = [p if p.startswith("`") else fix(p) for p in parts]
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
