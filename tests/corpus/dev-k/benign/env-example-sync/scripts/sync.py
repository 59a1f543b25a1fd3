#!/usr/bin/env python3
import pathlib
import re
import sys

PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]*)"),
    re.compile(r"import\.meta\.env\.([A-Z][A-Z0-9_]*)"),
    re.compile(r"os\.environ\[['\"]([A-Z][A-Z0-9_]*)['\"]\]"),
    re.compile(r"os\.(?:getenv|environ\.get)\(['\"]([A-Z][A-Z0-9_]*)['\"]"),
]
SKIP = {"node_modules", ".git", ".venv", "dist", "build"}

used = set()
for p in pathlib.Path(".").rglob("*"):
    if p.suffix in {".js", ".ts", ".tsx", ".jsx", ".mjs", ".py"} and not set(p.parts) & SKIP:
        text = p.read_text(encoding="utf-8", errors="ignore")
        for rx in PATTERNS:
            used.update(rx.findall(text))

example = pathlib.Path(".env.example")
listed = set()
if example.exists():
    listed = {l.split("=", 1)[0].strip() for l in example.read_text().splitlines() if "=" in l and not l.startswith("#")}

missing = sorted(used - listed - {"NODE_ENV"})
print("missing from .env.example:", ", ".join(missing) or "none")
print("listed but unused:", ", ".join(sorted(listed - used)) or "none")
if missing and "--write" in sys.argv:
    with example.open("a") as fh:
        for name in missing:
            fh.write(f"\n# TODO: describe\n{name}=\n")
    print(f"appended {len(missing)} names")
