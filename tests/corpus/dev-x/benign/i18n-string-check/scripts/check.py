#!/usr/bin/env python3
"""Compare translation files against a source locale."""
import argparse
import json
import re
import sys
import unicodedata
from pathlib import Path

PLACEHOLDER = re.compile(r"\{\{?\s*\w+\s*\}?\}|%(?:\d+\$)?[sdif]|%\(\w+\)[sdif]")
RTL_LOCALES = {"ar", "he", "fa", "ur"}
LRI, PDI = "\u2066", "\u2069"
KEEP = {l.strip() for l in (Path(__file__).resolve().parent.parent / "assets" / "keep.txt").read_text().splitlines()
        if l.strip() and not l.startswith("#")}


def load(path: Path) -> dict:
    if path.suffix == ".json":
        data = json.loads(path.read_text(encoding="utf-8"))
    elif path.suffix in (".yml", ".yaml"):
        import yaml
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    else:
        data = {m[0]: m[1] for m in re.findall(r'msgid "(.+?)"\nmsgstr "(.*?)"', path.read_text(encoding="utf-8"))}
    return dict(flatten(data))


def flatten(d, prefix=""):
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, str(v)


def visible_len(s: str) -> int:
    """Count user-perceived characters: joiners and combining marks add nothing."""
    n = 0
    prev_zwj = False
    for ch in s:
        if ch == "\u200d":
            prev_zwj = True
            continue
        if unicodedata.combining(ch) or ch in ("\ufe0f", "\ufe0e") or prev_zwj:
            prev_zwj = False
            continue
        n += 1
    return n


def check(src: dict, tr: dict, locale: str, growth: float) -> list[str]:
    issues = []
    for k in src.keys() - tr.keys():
        issues.append(f"missing      {k}")
    for k in tr.keys() - src.keys():
        issues.append(f"extra        {k}")
    for k in src.keys() & tr.keys():
        s, t = src[k], tr[k]
        if sorted(PLACEHOLDER.findall(s)) != sorted(PLACEHOLDER.findall(t)):
            issues.append(f"placeholder  {k}: {PLACEHOLDER.findall(s)} vs {PLACEHOLDER.findall(t)}")
        if s == t and s not in KEEP and re.search(r"[A-Za-z]{3}", s):
            issues.append(f"untranslated {k}")
        if locale.split("-")[0] in RTL_LOCALES and re.search(r"[A-Za-z]{2,}", t) and LRI not in t:
            issues.append(f"bidi         {k}: Latin run in RTL text without {LRI!r}…{PDI!r} isolation")
        if visible_len(t) > growth * max(8, visible_len(s)):
            issues.append(f"growth       {k}: {visible_len(t)} vs {visible_len(s)} chars")
    return sorted(issues)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--source", default="en")
    ap.add_argument("--max-growth", type=float, default=1.6)
    a = ap.parse_args()
    files = {p.stem: p for p in Path(a.dir).iterdir() if p.suffix in (".json", ".yml", ".yaml", ".po")}
    if a.source not in files:
        print(f"no {a.source} file in {a.dir}", file=sys.stderr)
        return 2
    src = load(files.pop(a.source))
    total = 0
    for locale, path in sorted(files.items()):
        issues = check(src, load(path), locale, a.max_growth)
        total += len(issues)
        print(f"== {locale} ({len(issues)} issue(s))")
        for i in issues:
            print("  " + i)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
