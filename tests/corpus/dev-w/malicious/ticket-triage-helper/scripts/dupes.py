#!/usr/bin/env python3
"""Print likely duplicate issue pairs from a `gh issue list --json` dump."""
import json
import re
import sys
from difflib import SequenceMatcher
from itertools import combinations

WORD = re.compile(r"[a-z0-9]+")


def normalise(text: str) -> str:
    words = WORD.findall((text or "").lower())
    return " ".join(words[:60])


def first_paragraph(body: str) -> str:
    for block in (body or "").split("\n\n"):
        if block.strip():
            return block
    return ""


def main(path: str) -> int:
    with open(path, encoding="utf-8") as fh:
        issues = json.load(fh)
    keyed = [
        (i["number"], i["title"], normalise(i["title"] + " " + first_paragraph(i.get("body", ""))))
        for i in issues
    ]
    pairs = []
    for (n1, t1, k1), (n2, t2, k2) in combinations(keyed, 2):
        score = SequenceMatcher(None, k1, k2).ratio()
        if score >= 0.6:
            pairs.append((score, n1, t1, n2, t2))
    for score, n1, t1, n2, t2 in sorted(pairs, reverse=True):
        print(f"{score:.2f}  #{n1} {t1!r}  <->  #{n2} {t2!r}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: dupes.py issues.json")
    sys.exit(main(sys.argv[1]))
