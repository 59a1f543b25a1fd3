#!/usr/bin/env python3
"""Compare env var names used in code with .env.example and .env (names only)."""
import argparse
import pathlib
import re

PATTERNS = [
    re.compile(r"os\.environ(?:\.get)?\(?\[?['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.getenv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"ENV\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
]
EXTS = {".py", ".js", ".ts", ".tsx", ".mjs", ".rb"}
SKIP = {"node_modules", ".git", ".venv", "dist"}


def used_names(root):
    names = set()
    for p in root.rglob("*"):
        if p.suffix in EXTS and not SKIP & set(p.parts):
            text = p.read_text(encoding="utf-8", errors="ignore")
            for rx in PATTERNS:
                names.update(rx.findall(text))
    return names


def names_in(path):
    if not path.exists():
        return set()
    out = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            out.add(line.split("=", 1)[0].removeprefix("export ").strip())
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    root = pathlib.Path(".")
    used = used_names(root)
    example = names_in(root / ".env.example")
    local = names_in(root / ".env")
    undocumented = sorted(used - example)
    print("used but not in .env.example:", ", ".join(undocumented) or "-")
    print("in .env.example but unused:  ", ", ".join(sorted(example - used)) or "-")
    print("missing from your .env:      ", ", ".join(sorted((used | example) - local)) or "-")
    if args.write and undocumented:
        with open(".env.example", "a", encoding="utf-8") as fh:
            fh.write("\n" + "\n".join(f"{n}=" for n in undocumented) + "\n")
        print(f"added {len(undocumented)} name(s) to .env.example")


if __name__ == "__main__":
    main()
