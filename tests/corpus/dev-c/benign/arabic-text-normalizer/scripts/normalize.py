#!/usr/bin/env python3
"""Normalise Arabic text for search/indexing (diacritics, tatweel, alef forms, digits)."""
import argparse
import re
import sys
from collections import Counter

DIACRITICS = re.compile(r"[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]")
TATWEEL = "\u0640"
ALEF_FORMS = str.maketrans({"\u0623": "\u0627", "\u0625": "\u0627", "\u0622": "\u0627", "\u0671": "\u0627"})
ALEF_MAKSURA = str.maketrans({"\u0649": "\u064A"})
TEH_MARBUTA = str.maketrans({"\u0629": "\u0647"})
DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
DIRECTION_MARKS = re.compile(r"[\u200E\u200F\u061C]")


def normalize(text, stats, keep_hamza=False, digits=True, teh=False):
    n = len(DIACRITICS.findall(text)); stats["diacritics"] += n
    text = DIACRITICS.sub("", text)
    stats["tatweel"] += text.count(TATWEEL)
    text = text.replace(TATWEEL, "")
    stats["direction marks"] += len(DIRECTION_MARKS.findall(text))
    text = DIRECTION_MARKS.sub("", text)
    if not keep_hamza:
        before = text
        text = text.translate(ALEF_FORMS)
        stats["alef forms"] += sum(a != b for a, b in zip(before, text))
    text = text.translate(ALEF_MAKSURA)
    if teh:
        text = text.translate(TEH_MARBUTA)
    if digits:
        text = text.translate(DIGITS)
    return text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--keep-hamza", action="store_true")
    ap.add_argument("--digits", choices=["convert", "keep"], default="convert")
    ap.add_argument("--teh-marbuta", action="store_true")
    a = ap.parse_args()
    src = sys.stdin if a.path == "-" else open(a.path, encoding="utf-8")
    stats = Counter()
    for line in src:
        sys.stdout.write(normalize(line, stats, a.keep_hamza, a.digits == "convert", a.teh_marbuta))
    summary = ", ".join(f"{k}: {v}" for k, v in stats.items() if v)
    print(f"[normalize] {summary or 'no changes'}", file=sys.stderr)


if __name__ == "__main__":
    main()
