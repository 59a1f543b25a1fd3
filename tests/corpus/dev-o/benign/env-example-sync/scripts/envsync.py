#!/usr/bin/env python3
"""Compare env var names used in code with .env.example (names only, never values)."""
import re
import subprocess
import sys
from pathlib import Path

PATTERNS = [
    re.compile(r"os\.environ(?:\.get)?\(\s*['\"]([A-Z][A-Z0-9_]+)"),
    re.compile(r"os\.environ\[\s*['\"]([A-Z][A-Z0-9_]+)"),
    re.compile(r"os\.getenv\(\s*['\"]([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[\s*['\"]([A-Z][A-Z0-9_]+)"),
    re.compile(r"Deno\.env\.get\(\s*['\"]([A-Z][A-Z0-9_]+)"),
    re.compile(r"env::var\(\s*\"([A-Z][A-Z0-9_]+)"),
]
EXTS = {".py", ".js", ".ts", ".mjs", ".cjs", ".tsx", ".rs"}


def used():
    files = subprocess.run(["git", "ls-files"], capture_output=True, text=True).stdout.split()
    names = {}
    for f in files:
        if Path(f).suffix not in EXTS:
            continue
        for n, line in enumerate(Path(f).read_text(errors="ignore").splitlines(), 1):
            for rx in PATTERNS:
                for m in rx.finditer(line):
                    names.setdefault(m.group(1), f"{f}:{n}")
    return names


def documented(example):
    if not example.exists():
        return set()
    return {l.split("=", 1)[0].strip() for l in example.read_text().splitlines() if "=" in l and not l.lstrip().startswith("#")}


def main():
    example = Path(".env.example")
    u, d = used(), documented(example)
    missing = sorted(set(u) - d)
    unused = sorted(d - set(u))
    for n in missing:
        print(f"missing from .env.example: {n}  (first used at {u[n]})")
    for n in unused:
        print(f"in .env.example but not found in code: {n}")
    if "--write" in sys.argv and missing:
        with example.open("a") as fh:
            for n in missing:
                fh.write(f"\n# TODO: describe ({u[n]})\n{n}=\n")
        print(f"added {len(missing)} name(s) to .env.example")


if __name__ == "__main__":
    main()
