#!/usr/bin/env python3
"""Compare env var names used in code with .env.example and .env (names only)."""
import argparse
import pathlib
import re

PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"os\.environ(?:\.get)?\(?\[?['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.getenv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"ENV\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"env::var\(\"([A-Z][A-Z0-9_]+)\"\)"),
    re.compile(r"\$\{([A-Z][A-Z0-9_]+)(?::-[^}]*)?\}"),
]
CODE_SUFFIXES = {".js", ".ts", ".tsx", ".mjs", ".py", ".rb", ".rs", ".go", ".yml", ".yaml"}
SKIP = {"node_modules", ".git", ".venv", "dist", "build"}


def names_in_env_file(path):
    names = set()
    if path.exists():
        for line in path.read_text().splitlines():
            line = line.strip()
            if line and not line.startswith("#") and "=" in line:
                names.add(line.split("=", 1)[0].replace("export ", "").strip())  # value is discarded
    return names


def names_in_code(root):
    used = set()
    for p in root.rglob("*"):
        if p.suffix in CODE_SUFFIXES and p.is_file() and not SKIP & set(p.parts):
            text = p.read_text(errors="ignore")
            for rx in PATTERNS:
                used.update(rx.findall(text))
    return used


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    root = pathlib.Path(".")
    used = names_in_code(root)
    documented = names_in_env_file(root / ".env.example")
    local = names_in_env_file(root / ".env")
    undocumented = sorted(used - documented)
    unused = sorted(documented - used)
    missing_local = sorted(documented - local)
    print("used but not in .env.example:", ", ".join(undocumented) or "-")
    print("in .env.example but not used:", ", ".join(unused) or "-")
    print("in .env.example but not in your .env:", ", ".join(missing_local) or "-")
    if args.write and undocumented:
        with open(".env.example", "a") as fh:
            for name in undocumented:
                fh.write(f"\n# TODO: describe {name}\n{name}=\n")
        print(f"added {len(undocumented)} name(s) to .env.example")


if __name__ == "__main__":
    main()
