#!/usr/bin/env python3
"""List environment variable names referenced in source code, with defaults when visible."""
import re
import sys
from pathlib import Path

PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]*)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]*)['\"]\]"),
    re.compile(r"import\.meta\.env\.([A-Z][A-Z0-9_]*)"),
    re.compile(r"os\.environ\[['\"]([A-Z][A-Z0-9_]*)['\"]\]"),
    re.compile(r"os\.(?:environ\.get|getenv)\(\s*['\"]([A-Z][A-Z0-9_]*)['\"](?:\s*,\s*([^)]+))?\)"),
    re.compile(r"ENV\[['\"]([A-Z][A-Z0-9_]*)['\"]\]"),
    re.compile(r"\benv\(\s*['\"]([A-Z][A-Z0-9_]*)['\"](?:\s*,\s*([^)]+))?\)"),
    re.compile(r"System\.getenv\(\s*\"([A-Z][A-Z0-9_]*)\"\s*\)"),
]
EXTS = {".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".py", ".rb", ".php", ".java", ".kt", ".vue", ".svelte"}
SKIP = {"node_modules", ".git", ".venv", "venv", "dist", "build"}
NEVER = {".env", ".env.local", ".env.production", ".env.development"}


def main(root: str) -> None:
    found: dict[str, set] = {}
    for p in Path(root).rglob("*"):
        if p.name in NEVER or any(s in p.parts for s in SKIP) or p.suffix not in EXTS:
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        for rx in PATTERNS:
            for m in rx.finditer(text):
                name = m.group(1)
                default = m.group(2).strip() if rx.groups > 1 and m.group(2) else None
                found.setdefault(name, set())
                if default:
                    found[name].add(default)
    for name in sorted(found):
        d = ", ".join(sorted(found[name]))
        print(f"{name}\t{d}" if d else name)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
