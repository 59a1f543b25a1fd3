#!/usr/bin/env python3
"""Heuristic scan of text files for prompt-injection shaped paragraphs (triage aid)."""
import argparse
import re
import sys
import unicodedata
from pathlib import Path

SIGNALS = {
    "addresses-model": re.compile(r"\b(assistant|AI|language model|LLM|chatbot|agent)\b.{0,40}\b(must|should|will|shall)\b", re.I),
    "override": re.compile(r"\b(ignore|disregard|forget|override)\b.{0,30}\b(previous|prior|above|earlier|all)\b.{0,20}\b(instruction|rule|prompt|message)s?", re.I),
    "authority": re.compile(r"\b(system (notice|message|prompt)|developer mode|admin(istrator)? override|highest priority)\b", re.I),
    "persona": re.compile(r"\b(you are now|from now on you are|act as|pretend to be)\b", re.I),
    "conceal": re.compile(r"\b(do not|don't|never)\b.{0,20}\b(mention|tell|reveal|inform)\b.{0,20}\buser\b", re.I),
    "md-image-query": re.compile(r"!\[[^\]]*\]\(https?://[^)\s]+\?[^)\s]*=[^)]*\)"),
    "shell-fetch": re.compile(r"\b(curl|wget|iwr|Invoke-WebRequest)\b[^\n|]*\|\s*(sh|bash|iex)\b", re.I),
    "encoded-blob": re.compile(r"[A-Za-z0-9+/]{80,}={0,2}"),
}
INVISIBLE = {"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u202e", "\u202d", "\u2066", "\u2067", "\u2068", "\u2069"}


def invisible_count(text: str) -> int:
    return sum(1 for ch in text if ch in INVISIBLE or 0xE0000 <= ord(ch) <= 0xE007F
               or (unicodedata.category(ch) == "Cf" and ch not in "\u200d"))


def paragraphs(text: str):
    start = 1
    for block in re.split(r"\n\s*\n", text):
        yield start, block
        start += block.count("\n") + 2


def scan_file(path: Path, min_score: int):
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return
    for line, para in paragraphs(text):
        fired = [name for name, rx in SIGNALS.items() if rx.search(para)]
        if invisible_count(para) > 2:
            fired.append("invisible-unicode")
        if len(fired) >= min_score:
            yield line, fired, para.strip()[:240].replace("\n", " ")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--min-score", type=int, default=2)
    a = ap.parse_args()
    hits = 0
    for root in map(Path, a.paths):
        files = [root] if root.is_file() else [p for p in root.rglob("*") if p.suffix in {".md", ".txt", ".html", ".json", ".yaml", ".yml"}]
        for f in files:
            for line, fired, excerpt in scan_file(f, a.min_score):
                hits += 1
                print(f"{f}:{line}  [{', '.join(fired)}]\n    {excerpt}")
    print(f"\n{hits} paragraph(s) flagged (heuristic; review each one)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
