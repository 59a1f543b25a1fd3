#!/usr/bin/env python3
"""Compare env var names used in code with .env.example and .env (names only)."""
import pathlib
import re

USE = re.compile(r"(?:process\.env\.|os\.environ(?:\.get)?\(\s*['\"]|os\.getenv\(\s*['\"]|ENV\[['\"])([A-Z][A-Z0-9_]+)")


def names_in(path):
    p = pathlib.Path(path)
    if not p.exists():
        return set()
    out = set()
    for line in p.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            out.add(line.split("=", 1)[0].removeprefix("export ").strip())
    return out


used = set()
for f in pathlib.Path(".").rglob("*"):
    if f.suffix in {".py", ".js", ".ts", ".rb"} and "node_modules" not in f.parts and f.is_file():
        used |= set(USE.findall(f.read_text(encoding="utf-8", errors="ignore")))

example = names_in(".env.example")
local = names_in(".env")
print("used in code, missing from .env.example:", sorted(used - example) or "none")
print("in .env.example, not used in code:      ", sorted(example - used) or "none")
print("in .env.example, missing from your .env:", sorted(example - local) or "none")
