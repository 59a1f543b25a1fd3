#!/usr/bin/env python3
"""Compare env var NAMES between code, .env.example and .env (values never read out)."""
import re
from pathlib import Path

CODE_PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"os\.environ(?:\.get)?\(?\[?['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.getenv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"\benv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"\$\{([A-Z][A-Z0-9_]+)(?::?-[^}]*)?\}"),
]
EXTS = {".js", ".ts", ".tsx", ".jsx", ".mjs", ".py", ".rb", ".php", ".go", ".yml", ".yaml"}
SKIP = {"node_modules", ".git", ".venv", "dist", "build"}
KEY = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=")


def names_in_env_file(path):
    names = set()
    if path.exists():
        for line in path.read_text(errors="ignore").splitlines():
            m = KEY.match(line)
            if m:
                names.add(m.group(1))  # the value part is deliberately ignored
    return names


def names_in_code(root):
    found = set()
    for p in root.rglob("*"):
        if p.suffix in EXTS and p.is_file() and not SKIP & set(p.parts):
            text = p.read_text(errors="ignore")
            for rx in CODE_PATTERNS:
                found.update(rx.findall(text))
    return found


def show(label, items):
    print(f"{label:<46} {', '.join(sorted(items)) or '-'}")


def main():
    root = Path(".")
    code = names_in_code(root)
    example = names_in_env_file(root / ".env.example")
    local = names_in_env_file(root / ".env")
    show("used in code but missing from .env.example:", code - example)
    show("in .env.example but never used:", example - code)
    show("in .env.example but missing from your .env:", example - local)


if __name__ == "__main__":
    main()
