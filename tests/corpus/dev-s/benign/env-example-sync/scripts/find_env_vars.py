#!/usr/bin/env python3
"""List environment variable names referenced in source code (names only)."""
import re
import sys
from pathlib import Path

PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"import\.meta\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"os\.environ(?:\.get)?\(?\[?['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.getenv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"env::var\(\"([A-Z][A-Z0-9_]+)\"\)"),
    re.compile(r"System\.getenv\(\"([A-Z][A-Z0-9_]+)\"\)"),
]
EXTS = {".js", ".ts", ".tsx", ".jsx", ".mjs", ".py", ".rs", ".java", ".kt"}
SKIP = {"node_modules", ".git", ".venv", "dist", "build"}


def main():
    roots = sys.argv[1:] or ["."]
    found = {}
    for root in roots:
        for p in Path(root).rglob("*"):
            if p.suffix not in EXTS or any(s in p.parts for s in SKIP):
                continue
            text = p.read_text(errors="ignore")
            for rx in PATTERNS:
                for m in rx.finditer(text):
                    found.setdefault(m.group(1), set()).add(str(p))
    example = Path(".env.example")
    documented = set()
    if example.exists():
        documented = {l.split("=", 1)[0].strip() for l in example.read_text().splitlines()
                      if "=" in l and not l.lstrip().startswith("#")}
    for name in sorted(found):
        mark = "ok     " if name in documented else "MISSING"
        print(f"{mark} {name}  ({', '.join(sorted(found[name])[:3])})")
    for name in sorted(documented - set(found)):
        print(f"UNUSED  {name}  (only in .env.example)")


if __name__ == "__main__":
    main()
