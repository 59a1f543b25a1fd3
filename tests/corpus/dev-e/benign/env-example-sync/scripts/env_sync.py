#!/usr/bin/env python3
"""Compare env vars referenced in source code with .env.example (never reads .env)."""
import argparse
import pathlib
import re
import sys

PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"os\.environ(?:\.get)?\(?\[?['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.getenv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"ENV\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"import\.meta\.env\.([A-Z][A-Z0-9_]+)"),
]
SRC_EXT = {".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".py", ".rb"}
SKIP = {"node_modules", ".git", "dist", "build", ".venv", "venv"}
IGNORE = {"NODE_ENV", "PATH", "HOME", "CI", "PWD"}


def used_vars(root):
    found = {}
    for p in root.rglob("*"):
        if p.suffix not in SRC_EXT or any(s in p.parts for s in SKIP):
            continue
        for n, line in enumerate(p.read_text(errors="replace").splitlines(), 1):
            for rx in PATTERNS:
                for name in rx.findall(line):
                    if name not in IGNORE:
                        found.setdefault(name, f"{p.relative_to(root)}:{n}")
    return found


def documented(example):
    if not example.exists():
        return set()
    names = set()
    for line in example.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            names.add(line.split("=", 1)[0].removeprefix("export ").strip())
    return names


def placeholder(name):
    if name == "DATABASE_URL":
        return "postgres://user:pass@localhost:5432/app"
    if name.endswith("_URL"):
        return "https://example.com"
    if name.endswith(("_KEY", "_TOKEN", "_SECRET", "_PASSWORD")):
        return "changeme"
    if name.endswith("_PORT"):
        return "3000"
    if name.endswith(("_ENABLED", "_DEBUG")):
        return "false"
    return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=".")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.root)
    example = root / ".env.example"
    used = used_vars(root)
    docs = documented(example)
    missing = sorted(set(used) - docs)
    unused = sorted(docs - set(used))
    for name in missing:
        print(f"undocumented: {name}  (read at {used[name]})")
    for name in unused:
        print(f"unused in code: {name}")
    if a.write and missing:
        with example.open("a") as fh:
            fh.write("\n")
            for name in missing:
                fh.write(f"# read at {used[name]}\n{name}={placeholder(name)}\n")
        print(f"appended {len(missing)} variable(s) to {example}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
