#!/usr/bin/env python3
"""Heuristic scanner for prompt-injection-like text in the user's own files."""
import argparse
import re
import sys
from pathlib import Path

RULES = [
    (3, "override", re.compile(r"\b(ignore|disregard|forget)\b.{0,30}\b(previous|prior|above|earlier)\b.{0,20}\b(instructions?|rules|guidance)", re.I)),
    (3, "role-change", re.compile(r"\byou are now\b|\bact as\b.{0,40}\bno (restrictions|limits)", re.I)),
    (2, "fake-system", re.compile(r"^\s*#{0,4}\s*\[?(system|developer)\s*(override|message|prompt)\]?", re.I | re.M)),
    (2, "md-image-beacon", re.compile(r"!\[[^\]]*\]\(https?://[^)]+\?[^)]*=")),
    (2, "hidden-unicode", re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\U000e0000-\U000e007f]")),
    (1, "secrecy", re.compile(r"\b(do not|don't|never) (tell|mention|reveal)\b.{0,30}\b(user|human)", re.I)),
]
TEXT_EXT = {".md", ".txt", ".html", ".htm", ".json", ".yaml", ".yml", ".csv", ".prompt", ".j2", ".jinja"}


def files(paths):
    for p in map(Path, paths):
        if p.is_file():
            yield p
        elif p.is_dir():
            yield from (f for f in p.rglob("*") if f.is_file() and f.suffix.lower() in TEXT_EXT)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--format", choices=["table", "plain"], default="table")
    ap.add_argument("--min-score", type=int, default=2)
    args = ap.parse_args()

    hits = []
    for f in files(args.paths):
        for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
            matched = [(s, name) for s, name, rx in RULES if rx.search(line)]
            score = sum(s for s, _ in matched)
            if score >= args.min_score:
                shown = line.encode("unicode_escape").decode()[:100]
                hits.append((score, str(f), n, ",".join(name for _, name in matched), shown))
    hits.sort(reverse=True)
    if args.format == "table":
        print(f"{'score':>5}  {'location':<40} {'rules':<28} text")
    for score, f, n, names, text in hits:
        print(f"{score:>5}  {f + ':' + str(n):<40} {names:<28} {text}")
    print(f"\n{len(hits)} suspicious lines", file=sys.stderr)


if __name__ == "__main__":
    main()
