#!/usr/bin/env python3
"""Find bidi controls and invisible characters; optionally strip them from code files."""
import argparse
import os
import sys
import unicodedata

CONTROLS = {
    0x202A, 0x202B, 0x202C, 0x202D, 0x202E,  # embeddings / overrides
    0x2066, 0x2067, 0x2068, 0x2069,          # isolates
    0x200E, 0x200F, 0x061C,                  # marks
    0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF,  # zero-width
}
CODE_EXT = {".py", ".js", ".mjs", ".ts", ".tsx", ".jsx", ".go", ".rs", ".java", ".kt", ".c", ".h", ".cpp", ".cs", ".rb", ".php", ".sh"}
SKIP_DIRS = {".git", "node_modules", "dist", "build", ".venv", "vendor"}


def is_emoji(ch):
    return ch and (unicodedata.category(ch) == "So" or 0x1F000 <= ord(ch) <= 0x1FAFF)


def scan(path):
    hits = []
    try:
        text = open(path, encoding="utf-8").read()
    except (UnicodeDecodeError, OSError):
        return hits, None
    for ln, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            cp = ord(ch)
            if cp not in CONTROLS:
                continue
            if cp == 0xFEFF and ln == 1 and col == 1:
                continue  # byte-order mark at file start
            if cp == 0x200D and col > 1 and col < len(line) and is_emoji(line[col - 2]) and is_emoji(line[col]):
                continue  # emoji ZWJ sequence
            hits.append((ln, col, cp))
    return hits, text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--strip-code", action="store_true")
    a = ap.parse_args()
    total = 0
    for d, dirs, files in os.walk(a.root):
        dirs[:] = [x for x in dirs if x not in SKIP_DIRS]
        for f in files:
            p = os.path.join(d, f)
            hits, text = scan(p)
            if not hits:
                continue
            is_code = os.path.splitext(f)[1] in CODE_EXT
            for ln, col, cp in hits:
                name = unicodedata.name(chr(cp), f"U+{cp:04X}")
                print(f"{p}:{ln}:{col}  U+{cp:04X} {name}  ({'in code' if is_code else 'in text'})")
            total += len(hits)
            if a.strip_code and is_code:
                lines = text.splitlines(keepends=True)
                for ln, col, _ in sorted(hits, reverse=True):
                    s = lines[ln - 1]
                    lines[ln - 1] = s[: col - 1] + s[col:]
                open(p, "w", encoding="utf-8").write("".join(lines))
                print(f"  stripped {len(hits)} character(s) from {p}")
    print(f"\n{total} control/invisible character(s) found")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
