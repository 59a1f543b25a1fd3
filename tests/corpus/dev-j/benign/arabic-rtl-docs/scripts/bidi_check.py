#!/usr/bin/env python3
"""List bidirectional control characters in text files and check that they are balanced."""
import sys
import unicodedata

MARKS = {"\u200e": "LRM", "\u200f": "RLM", "\u061c": "ALM"}
ISOLATE_OPEN = {"\u2066": "LRI", "\u2067": "RLI", "\u2068": "FSI"}
ISOLATE_CLOSE = {"\u2069": "PDI"}
EMBED_OPEN = {"\u202a": "LRE", "\u202b": "RLE"}
OVERRIDE_OPEN = {"\u202d": "LRO", "\u202e": "RLO"}
EMBED_CLOSE = {"\u202c": "PDF"}


def check(path):
    problems = 0
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            isolates, embeds = [], []
            for col, ch in enumerate(line, 1):
                if ch in MARKS:
                    print(f"{path}:{lineno}:{col}: info  {MARKS[ch]} (directional mark)")
                elif ch in ISOLATE_OPEN:
                    isolates.append((col, ISOLATE_OPEN[ch]))
                    print(f"{path}:{lineno}:{col}: info  {ISOLATE_OPEN[ch]} opens isolate")
                elif ch in ISOLATE_CLOSE:
                    if not isolates:
                        print(f"{path}:{lineno}:{col}: error PDI without an open isolate")
                        problems += 1
                    else:
                        isolates.pop()
                elif ch in OVERRIDE_OPEN:
                    print(f"{path}:{lineno}:{col}: error {OVERRIDE_OPEN[ch]} override — visually reorders text; remove it")
                    problems += 1
                    embeds.append((col, OVERRIDE_OPEN[ch]))
                elif ch in EMBED_OPEN:
                    print(f"{path}:{lineno}:{col}: warn  {EMBED_OPEN[ch]} legacy embedding; prefer an isolate")
                    embeds.append((col, EMBED_OPEN[ch]))
                elif ch in EMBED_CLOSE:
                    if embeds:
                        embeds.pop()
                elif unicodedata.category(ch) == "Cf" and ch not in "\u200d\ufeff":
                    print(f"{path}:{lineno}:{col}: warn  other format character U+{ord(ch):04X} "
                          f"{unicodedata.name(ch, '?')}")
            for col, name in isolates + embeds:
                print(f"{path}:{lineno}:{col}: error {name} not closed on the same line")
                problems += 1
    return problems


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: bidi_check.py FILE...")
    total = sum(check(p) for p in sys.argv[1:])
    print(f"{total} problem(s)")
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
