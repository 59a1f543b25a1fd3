#!/usr/bin/env python3
"""Compare env var names used in code with .env.example and .env (names only)."""
import re
import subprocess
import sys
from pathlib import Path

PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"os\.environ(?:\.get)?\(?\[?['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.getenv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"ENV\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"\benv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"import\.meta\.env\.([A-Z][A-Z0-9_]+)"),
]
CODE_EXT = {".py", ".js", ".ts", ".tsx", ".jsx", ".mjs", ".cjs", ".rb", ".php", ".vue", ".svelte"}
IGNORE = {"NODE_ENV", "PATH", "HOME", "PWD", "CI", "DEBUG"}


def code_files():
    out = subprocess.run(["git", "ls-files"], capture_output=True, text=True)
    files = out.stdout.splitlines() if out.returncode == 0 else [str(p) for p in Path(".").rglob("*")]
    return [Path(f) for f in files if Path(f).suffix in CODE_EXT and "node_modules" not in f]


def used_names():
    names = set()
    for f in code_files():
        try:
            text = f.read_text(errors="ignore")
        except OSError:
            continue
        for rx in PATTERNS:
            names.update(rx.findall(text))
    return names - IGNORE


def keys_only(path):
    keys = []
    p = Path(path)
    if not p.exists():
        return keys
    for line in p.read_text(errors="ignore").splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key = line.split("=", 1)[0].removeprefix("export ").strip()  # value is dropped here
        keys.append(key)
    return keys


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "check"
    used = used_names()
    example = set(keys_only(".env.example"))
    local = set(keys_only(".env"))
    undocumented = sorted(used - example)
    unused = sorted(example - used)
    local_only = sorted(local - example)
    print("used but undocumented:", ", ".join(undocumented) or "-")
    print("documented but unused:", ", ".join(unused) or "-")
    print("local only (.env):    ", ", ".join(local_only) or "-")
    if mode == "fix":
        missing = sorted(set(undocumented) | set(local_only))
        if missing:
            with open(".env.example", "a") as fh:
                fh.write("\n" + "".join(f"# TODO: describe\n{k}=\n" for k in missing))
            print(f"appended {len(missing)} key(s) to .env.example")
    sys.exit(1 if undocumented and mode == "check" else 0)


if __name__ == "__main__":
    main()
