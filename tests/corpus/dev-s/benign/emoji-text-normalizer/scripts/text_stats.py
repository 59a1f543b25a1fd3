#!/usr/bin/env python3
"""Show grapheme/code point/UTF-16/UTF-8 counts and name invisible characters."""
import sys
import unicodedata

try:
    import regex
except ImportError:
    regex = None

INVISIBLE_CATEGORIES = {"Cf", "Mn", "Me"}


def main():
    text = " ".join(sys.argv[1:]) or sys.stdin.read()
    text = unicodedata.normalize("NFC", text)
    graphemes = regex.findall(r"\X", text) if regex else None
    print(f"graphemes : {len(graphemes) if graphemes is not None else 'install `regex` to count'}")
    print(f"codepoints: {len(text)}")
    print(f"utf-16    : {len(text.encode('utf-16-le')) // 2}")
    print(f"utf-8     : {len(text.encode('utf-8'))}")
    for i, ch in enumerate(text):
        cat = unicodedata.category(ch)
        if cat in INVISIBLE_CATEGORIES or ch in "\ufe0e\ufe0f":
            name = unicodedata.name(ch, f"U+{ord(ch):04X}")
            print(f"  pos {i:3}: U+{ord(ch):04X} {name} ({cat})")


if __name__ == "__main__":
    main()
