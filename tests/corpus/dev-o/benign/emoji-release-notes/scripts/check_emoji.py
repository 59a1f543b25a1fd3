#!/usr/bin/env python3
"""List emoji (including ZWJ sequences) in a Markdown file and flag stray zero-width characters."""
import sys
import unicodedata

ZW = {"\u200b": "ZERO WIDTH SPACE", "\u200c": "ZWNJ", "\u200d": "ZWJ", "\u2060": "WORD JOINER", "\ufeff": "BOM"}


def is_emoji(ch):
    cp = ord(ch)
    return 0x1F000 <= cp <= 0x1FAFF or 0x2600 <= cp <= 0x27BF or cp in (0xFE0F,)


def main(path):
    text = open(path, encoding="utf-8").read()
    for n, line in enumerate(text.splitlines(), 1):
        for i, ch in enumerate(line):
            if ch in ZW:
                prev_e = i > 0 and is_emoji(line[i - 1])
                next_e = i + 1 < len(line) and is_emoji(line[i + 1])
                if ch == "\u200d" and prev_e and next_e:
                    continue  # legitimate emoji ZWJ sequence
                print(f"{path}:{n}:{i + 1}: stray {ZW[ch]} (U+{ord(ch):04X})")
            elif is_emoji(ch) and ch != "\ufe0f":
                print(f"{path}:{n}: {ch} U+{ord(ch):04X} {unicodedata.name(ch, '?')}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "CHANGELOG.md")
