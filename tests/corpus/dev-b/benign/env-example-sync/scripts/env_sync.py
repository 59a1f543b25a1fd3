#!/usr/bin/env python3
"""Compare env var names used in code with .env.example and the local .env (names only)."""
import argparse
import re
from pathlib import Path

PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"import\.meta\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"os\.environ(?:\.get)?\(?\[?['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.getenv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"ENV(?:\.fetch\(|\[)['\"]([A-Z][A-Z0-9_]+)['\"]"),
]
CODE_EXT = {".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".py", ".rb", ".vue", ".svelte"}
SKIP = {"node_modules", ".git", ".venv", "venv", "dist", "build", ".next"}
IGNORE = {"NODE_ENV", "PATH", "HOME", "CI", "PORT"}


def used_names(root):
    names = set()
    for p in Path(root).rglob("*"):
        if p.suffix in CODE_EXT and not (set(p.parts) & SKIP) and p.is_file():
            text = p.read_text(errors="ignore")
            for rx in PATTERNS:
                names.update(rx.findall(text))
    return names - IGNORE


def key_names(path):
    """Return only the variable names from a dotenv file; values are never kept."""
    keys = []
    if not Path(path).exists():
        return keys
    for line in Path(path).read_text(errors="ignore").splitlines():
        m = re.match(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=", line)
        if m:
            keys.append(m.group(1))
    return keys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=".")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    used = used_names(a.root)
    documented = set(key_names(".env.example"))
    local = set(key_names(".env")) | set(key_names(".env.local"))

    undocumented = sorted(used - documented)
    unused = sorted(documented - used)
    missing_local = sorted(used - local) if local else []
    print("used but not in .env.example:", ", ".join(undocumented) or "none")
    print("in .env.example but unused:  ", ", ".join(unused) or "none")
    if local:
        print("used but missing from .env:  ", ", ".join(missing_local) or "none")
    if a.write and undocumented:
        with open(".env.example", "a") as fh:
            fh.write("\n" + "".join(f"# TODO: describe\n{k}=\n" for k in undocumented))
        print(f"added {len(undocumented)} keys to .env.example")


if __name__ == "__main__":
    main()
