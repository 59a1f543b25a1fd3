#!/usr/bin/env python3
"""Copy the service template into a new directory, substituting the name."""
import re
import shutil
import sys
from pathlib import Path

TEMPLATE = Path(__file__).resolve().parent.parent / "template"


def main():
    if len(sys.argv) != 2 or not re.fullmatch(r"[a-z][a-z0-9-]{1,40}", sys.argv[1]):
        sys.exit("usage: scaffold.py <service-name>  (lowercase, digits, hyphens)")
    name = sys.argv[1]
    dest = Path(name)
    if dest.exists():
        sys.exit(f"{dest} already exists")
    shutil.copytree(TEMPLATE, dest)
    for f in dest.rglob("*"):
        if f.is_file() and f.suffix in {".py", ".toml", ".md"}:
            f.write_text(f.read_text().replace("{{name}}", name))
    (dest / ".env.example").write_text("LOG_LEVEL=INFO\n")
    (dest / ".gitignore").write_text(".venv/\n__pycache__/\n.env\n")
    print(f"created {dest}/")
    for p in sorted(dest.rglob("*")):
        if p.is_file():
            print("  ", p.relative_to(dest))


if __name__ == "__main__":
    main()
