#!/usr/bin/env python3
"""Compare env var names used in code with .env.example and .env (names only)."""
import argparse
import re
from pathlib import Path

PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"os\.environ(?:\.get)?[\[(]['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.getenv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"ENV\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"\$\{([A-Z][A-Z0-9_]+)(?::?-[^}]*)?\}"),
]
EXTS = {".js", ".ts", ".mjs", ".cjs", ".py", ".rb", ".yml", ".yaml"}
SKIP = {"node_modules", ".git", ".venv", "dist", "build"}
IGNORE = {"NODE_ENV", "HOME", "PATH", "PWD", "CI"}


def used_names(root):
    names = set()
    for p in root.rglob("*"):
        if p.suffix in EXTS and p.is_file() and not SKIP & set(p.parts):
            text = p.read_text(encoding="utf-8", errors="ignore")
            for rx in PATTERNS:
                names.update(rx.findall(text))
    return names - IGNORE


def key_names(path):
    if not path.exists():
        return set()
    keys = set()
    for line in path.read_text(encoding="utf-8", errors="ignore").splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            keys.add(line.split("=", 1)[0].replace("export ", "").strip())
    return keys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    root = Path(".")
    used = used_names(root)
    example = key_names(root / ".env.example")
    local = key_names(root / ".env")   # names only; values are discarded
    missing_example = sorted(used - example)
    unused_example = sorted(example - used)
    missing_local = sorted((used | example) - local) if (root / ".env").exists() else []
    print("used in code but not in .env.example:", ", ".join(missing_example) or "none")
    print("in .env.example but not used in code:", ", ".join(unused_example) or "none")
    if missing_local:
        print("not set in your .env:", ", ".join(missing_local))
    if args.write and missing_example:
        with open(root / ".env.example", "a", encoding="utf-8") as fh:
            fh.write("\n# added by env-example-sync\n" + "".join(f"{k}=\n" for k in missing_example))
        print(f"added {len(missing_example)} key(s) to .env.example")


if __name__ == "__main__":
    main()
