#!/usr/bin/env python3
"""Report invisible and bidi-control characters in text files."""
import sys
import unicodedata
from pathlib import Path

SUSPICIOUS = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))   # bidi embeddings / isolates
SUSPICIOUS |= {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x200E, 0x200F}  # zero-width, marks
TAGS = range(0xE0000, 0xE0080)


def scan(path):
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return
    for n, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            cp = ord(ch)
            if cp in SUSPICIOUS or cp in TAGS:
                name = unicodedata.name(ch, "TAG CHARACTER" if cp in TAGS else "UNKNOWN")
                print(f"{path}:{n}:{col} U+{cp:04X} {name}")


def main():
    for arg in sys.argv[1:] or ["."]:
        root = Path(arg)
        files = [root] if root.is_file() else [p for p in root.rglob("*") if p.is_file()]
        for f in files:
            scan(f)


if __name__ == "__main__":
    main()
