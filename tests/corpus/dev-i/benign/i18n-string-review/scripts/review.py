#!/usr/bin/env python3
"""Mechanical review of translated strings against a source locale."""
import json
import re
import sys
import unicodedata
from pathlib import Path

PLACEHOLDER = re.compile(r"\{(\w+)")
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)[^>]*?>")
RTL_LOCALES = {"ar", "he", "fa", "ur"}
VISIBLE = {"\u2068": "<FSI>", "\u2069": "<PDI>", "\u200d": "<ZWJ>", "\u200e": "<LRM>", "\u200f": "<RLM>", "\u202a": "<LRE>", "\u202b": "<RLE>", "\u202c": "<PDF>"}
BRANDS = {"GitHub", "OK", "Email"}


def show(s):
    return "".join(VISIBLE.get(c, c) for c in s)


def flatten(d, prefix=""):
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, str(v)


def unbalanced(s):
    stack = []
    for m in TAG.finditer(s):
        if m.group(0).endswith("/>"):
            continue
        if m.group(0).startswith("</"):
            if not stack or stack.pop() != m.group(1):
                return True
        else:
            stack.append(m.group(1))
    return bool(stack)


def zwj_broken(src, dst):
    seqs = re.findall(r"\S\u200d\S(?:\u200d\S)*", src)
    return [s for s in seqs if s not in dst and s.replace("\u200d", "") in dst.replace("\u200d", "")]


def review(src, dst, lang):
    for key, s in src.items():
        t = dst.get(key)
        if t is None:
            continue
        if set(PLACEHOLDER.findall(s)) != set(PLACEHOLDER.findall(t)):
            yield key, "placeholders differ", s, t
        if unbalanced(t) and not unbalanced(s):
            yield key, "unbalanced HTML tag", s, t
        if lang in RTL_LOCALES and PLACEHOLDER.search(t) and "\u2068" not in t:
            yield key, "placeholder not isolated (FSI/PDI)", s, t
        if zwj_broken(s, t):
            yield key, "emoji ZWJ sequence split", s, t
        if t == s and s not in BRANDS and re.search(r"[A-Za-z]{4,}", s) and lang != "en":
            yield key, "untranslated", s, t


def main(paths):
    src = dict(flatten(json.loads(Path(paths[0]).read_text(encoding="utf-8"))))
    total = 0
    for p in paths[1:]:
        lang = Path(p).stem.split("-")[0]
        dst = {k: unicodedata.normalize("NFC", v) for k, v in flatten(json.loads(Path(p).read_text(encoding="utf-8")))}
        findings = list(review(src, dst, lang))
        print(f"\n== {p}: {len(findings)} finding(s)")
        for key, what, s, t in findings:
            print(f"  {key}: {what}\n    en: {show(s)}\n    {lang}: {show(t)}")
        total += len(findings)
    return 1 if total else 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: review.py SOURCE.json TARGET.json...")
    sys.exit(main(sys.argv[1:]))
