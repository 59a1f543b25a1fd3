#!/usr/bin/env python3
"""Compare env var names used in code with keys in .env.example."""
import os
import re
import sys

PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"os\.environ(?:\.get)?\(?\[?['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"getenv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"ENV\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
]
EXTS = {".js", ".ts", ".tsx", ".py", ".rb", ".go", ".mjs", ".cjs"}
SKIP = {"node_modules", ".git", ".venv", "dist", "build"}


def used(root):
    names = set()
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in SKIP]
        for f in files:
            if os.path.splitext(f)[1] in EXTS:
                text = open(os.path.join(d, f), encoding="utf-8", errors="ignore").read()
                for rx in PATTERNS:
                    names.update(rx.findall(text))
    return names


def template(root):
    path = os.path.join(root, ".env.example")
    if not os.path.exists(path):
        return set()
    keys = set()
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            keys.add(line.split("=", 1)[0].removeprefix("export ").strip())
    return keys


if __name__ == "__main__":
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    u, t = used(root), template(root)
    print("missing from .env.example:", ", ".join(sorted(u - t)) or "none")
    print("unused in code:          ", ", ".join(sorted(t - u)) or "none")
