#!/usr/bin/env python3
"""Validate a skill folder: frontmatter, name, description, referenced files."""
import re
import sys
from pathlib import Path

import yaml


def main(path):
    folder = Path(path)
    skill = folder / "SKILL.md"
    problems = []
    if not skill.is_file():
        sys.exit(f"{skill} missing")
    text = skill.read_text(encoding="utf-8")
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    if not m:
        sys.exit("SKILL.md must start with YAML frontmatter between --- lines")
    meta = yaml.safe_load(m.group(1)) or {}
    body = m.group(2)
    if meta.get("name") != folder.name:
        problems.append(f"name {meta.get('name')!r} != folder {folder.name!r}")
    desc = meta.get("description") or ""
    if not desc or len(desc) > 1024:
        problems.append("description missing or longer than 1024 characters")
    if "TODO" in text:
        problems.append("template TODOs left in SKILL.md")
    for ref in set(re.findall(r"(?:scripts|references|assets)/[\w./-]+", body)):
        if not (folder / ref).exists():
            problems.append(f"body mentions {ref} but it does not exist")
    for p in problems:
        print("problem:", p)
    print("OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
