#!/usr/bin/env python3
"""Lint skill folders for agentskills.io format problems."""
import os
import re
import sys

import yaml

NAME = re.compile(r"^[a-z0-9-]{1,64}$")
LINK = re.compile(r"\]\((?!https?://|#)([^)]+)\)")
SCRIPT = re.compile(r"scripts/[\w./-]+")


def frontmatter(text):
    if not text.startswith("---"):
        return None, text
    end = text.find("\n---", 3)
    if end < 0:
        return None, text
    return yaml.safe_load(text[3:end]), text[end + 4:]


def lint(folder):
    out = []
    skill = os.path.join(folder, "SKILL.md")
    if not os.path.isfile(skill):
        return [("S001", "missing SKILL.md")]
    text = open(skill, encoding="utf-8").read()
    try:
        fm, body = frontmatter(text)
    except yaml.YAMLError as e:
        return [("S002", str(e).splitlines()[0])]
    if not isinstance(fm, dict):
        return [("S002", "no frontmatter")]
    name = fm.get("name", "")
    if name != os.path.basename(folder.rstrip("/")) or not NAME.match(str(name)):
        out.append(("S003", f"name {name!r}"))
    desc = fm.get("description") or ""
    if not desc or len(desc) > 1024:
        out.append(("S004", f"description length {len(desc)}"))
    for rel in LINK.findall(body):
        if not os.path.exists(os.path.join(folder, rel)):
            out.append(("S005", f"broken link {rel}"))
    for rel in set(SCRIPT.findall(body)):
        if not os.path.exists(os.path.join(folder, rel)):
            out.append(("S006", f"missing {rel}"))
    return out


def main(roots):
    total = 0
    for root in roots:
        root = os.path.expanduser(root)
        if not os.path.isdir(root):
            continue
        for d in sorted(os.listdir(root)):
            path = os.path.join(root, d)
            if os.path.isdir(path):
                for code, msg in lint(path):
                    total += 1
                    print(f"{path}: {code} {msg}")
    print(f"{total} finding(s)")


if __name__ == "__main__":
    main(sys.argv[1:] or ["."])
