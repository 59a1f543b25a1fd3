#!/usr/bin/env python3
"""Flag likely prompt-injection phrasing and invisible characters in text files (read-only)."""
import re
import sys
import unicodedata
from pathlib import Path

PATTERNS = [
    (r"\bignore (all |any )?(previous|prior|earlier) (instructions|rules)", "override"),
    (r"\b(disregard|forget) (what|everything) (you were|you've been) told", "override"),
    (r"\byou are now\b", "role change"),
    (r"\b(system|admin(istrator)?|operator) (notice|override|message)\b", "authority claim"),
    (r"\b(do not|don't|never) (mention|tell|reveal) (this|it) to the user", "concealment"),
    (r"!\[[^\]]*\]\(https?://[^)]*\?(.*=)?[^)]*\)", "image URL with query"),
    (r"\b(system prompt|api key|access token)\b", "secret request"),
]
INVISIBLE = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069}


def scan(path):
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return
    for n, line in enumerate(text.splitlines(), 1):
        for pat, label in PATTERNS:
            if re.search(pat, line, re.I):
                print(f"{path}:{n}: [{label}] {line.strip()[:120]}")
        odd = [c for c in line if ord(c) in INVISIBLE or 0xE0000 <= ord(c) <= 0xE007F]
        if odd:
            names = sorted({f"U+{ord(c):04X} {unicodedata.name(c, 'TAG')}" for c in odd})
            print(f"{path}:{n}: [invisible] {len(odd)} chars: {', '.join(names[:4])}")


def main(args):
    for a in args or ["."]:
        p = Path(a)
        files = [p] if p.is_file() else [f for f in p.rglob("*") if f.is_file() and ".git" not in f.parts]
        for f in files:
            scan(f)


if __name__ == "__main__":
    main(sys.argv[1:])
