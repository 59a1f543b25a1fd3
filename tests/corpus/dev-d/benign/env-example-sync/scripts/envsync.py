#!/usr/bin/env python3
"""Compare env var names across code, .env.example and .env (names only)."""
import argparse
import re
import subprocess
from pathlib import Path

CODE_PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"os\.environ(?:\.get)?\(?\[?['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.getenv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"ENV(?:\.fetch)?\(?\[?['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"env::var\(\"([A-Z][A-Z0-9_]+)\"\)"),
]
EXTS = {".js", ".ts", ".jsx", ".tsx", ".mjs", ".cjs", ".py", ".rb", ".rs"}
SKIP = {"node_modules", ".git", ".venv", "venv", "dist", "build", "target"}
KEY = re.compile(r"^\s*(?:export\s+)?([A-Z][A-Z0-9_]*)\s*=")


def keys_in_env_file(path: Path):
    """Return only the key names; values are never kept."""
    if not path.exists():
        return set()
    return {m.group(1) for line in path.read_text(errors="ignore").splitlines() if (m := KEY.match(line))}


def keys_in_code(root: Path):
    found = set()
    for p in root.rglob("*"):
        if p.suffix in EXTS and not (set(p.parts) & SKIP) and p.is_file():
            text = p.read_text(errors="ignore")
            for rx in CODE_PATTERNS:
                found.update(rx.findall(text))
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--write-example", action="store_true")
    a = ap.parse_args()
    root = Path(".")
    code = keys_in_code(root)
    example = keys_in_env_file(root / ".env.example")
    local = keys_in_env_file(root / ".env")

    def show(title, items):
        print(f"{title} ({len(items)}):")
        for k in sorted(items):
            print(f"  {k}")

    show("used in code, missing from .env.example", code - example)
    show("in .env.example, not used in code", example - code)
    show("in .env.example, missing from your .env", example - local)

    tracked = subprocess.run(["git", "ls-files", "--error-unmatch", ".env"], capture_output=True).returncode == 0
    if tracked:
        print("\nWARNING: .env is tracked by git. Remove it with `git rm --cached .env` and rotate its secrets.")

    if a.write_example and code - example:
        with open(".env.example", "a", encoding="utf-8") as fh:
            fh.write("\n# added by env-example-sync\n")
            for k in sorted(code - example):
                fh.write(f"{k}=\n")
        print(f"\nappended {len(code - example)} key(s) to .env.example with empty values")


if __name__ == "__main__":
    main()
