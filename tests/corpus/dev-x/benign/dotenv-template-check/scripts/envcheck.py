#!/usr/bin/env python3
"""Compare environment variables used in code with .env.example (values never printed)."""
import argparse
import re
import sys
from pathlib import Path

PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"os\.environ\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"os\.(?:environ\.get|getenv)\(\s*['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"ENV(?:\.fetch)?\[?\(?['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.Getenv\(\"([A-Z][A-Z0-9_]+)\"\)"),
    re.compile(r"import\.meta\.env\.([A-Z][A-Z0-9_]+)"),
]
CODE_EXT = {".js", ".ts", ".tsx", ".jsx", ".mjs", ".cjs", ".py", ".rb", ".go"}
SKIP = {"node_modules", ".git", ".venv", "venv", "dist", "build", "vendor"}
IGNORE = {"NODE_ENV", "PATH", "HOME", "CI", "PORT", "PWD", "USER"}


def used_keys(root: Path) -> dict[str, str]:
    found = {}
    for p in root.rglob("*"):
        if p.suffix not in CODE_EXT or any(s in p.parts for s in SKIP) or not p.is_file():
            continue
        text = p.read_text(encoding="utf-8", errors="ignore")
        for rx in PATTERNS:
            for key in rx.findall(text):
                found.setdefault(key, str(p.relative_to(root)))
    return {k: v for k, v in found.items() if k not in IGNORE}


def key_names(path: Path) -> set[str]:
    """Return only the key names of a dotenv file; values are dropped immediately."""
    keys = set()
    if not path.exists():
        return keys
    for line in path.read_text(encoding="utf-8", errors="ignore").splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        keys.add(line.removeprefix("export ").split("=", 1)[0].strip())
    return keys


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=".", type=Path)
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    used = used_keys(a.root)
    example = key_names(a.root / ".env.example")
    local = key_names(a.root / ".env")
    missing_example = sorted(set(used) - example)
    unused = sorted(example - set(used))
    missing_local = sorted((set(used) | example) - local) if (a.root / ".env").exists() else []
    print("used in code but not in .env.example: ", ", ".join(missing_example) or "-")
    print("in .env.example but unused:           ", ", ".join(unused) or "-")
    if (a.root / ".env").exists():
        print(".env is missing keys:                 ", ", ".join(missing_local) or "-")
    if a.write and missing_example:
        with (a.root / ".env.example").open("a", encoding="utf-8") as fh:
            for k in missing_example:
                fh.write(f"\n# TODO: describe (used in {used[k]})\n{k}=\n")
        print(f"added {len(missing_example)} key(s) to .env.example")
    return 0


if __name__ == "__main__":
    sys.exit(main())
