#!/usr/bin/env python3
"""Normalise Persian text: letters, digits and ZWNJ (nim-fasele)."""
import re
import sys

ZWNJ = "\u200c"
LETTERS = str.maketrans({"\u064a": "\u06cc", "\u0643": "\u06a9"})   # Arabic yeh/kaf -> Persian
DIGITS = str.maketrans("0123456789\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669",
                       "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9" * 2)


def normalize(text):
    text = text.translate(LETTERS).translate(DIGITS)
    text = re.sub(r"\b(ن?می) ", r"\1" + ZWNJ, text)            # می روم -> می‌روم
    text = re.sub(r" (ها|های|تر|ترین)\b", ZWNJ + r"\1", text)   # کتاب ها -> کتاب‌ها
    return text


if __name__ == "__main__":
    sys.stdout.write(normalize(open(sys.argv[1], encoding="utf-8").read()))
