#!/usr/bin/env python3
"""Create a new skill folder from a template in the destination the user chose."""
import argparse
import re
import sys
from pathlib import Path

TEMPLATE = """---
name: {name}
description: TODO - what this skill does and when to use it.
---

# {title}

## When to use

TODO

## Steps

1. TODO
"""

NAME_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("--dest", required=True, help="parent folder chosen by the user")
    ap.add_argument("--with", dest="extras", default="", help="comma list: scripts,references,assets")
    args = ap.parse_args()

    if not NAME_RE.match(args.name) or len(args.name) > 64:
        sys.exit("name must be lowercase letters, digits and single hyphens, max 64 chars")
    folder = Path(args.dest).expanduser() / args.name
    if folder.exists():
        sys.exit(f"{folder} already exists; refusing to overwrite")
    folder.mkdir(parents=True)
    title = args.name.replace("-", " ").capitalize()
    (folder / "SKILL.md").write_text(TEMPLATE.format(name=args.name, title=title), encoding="utf-8")
    for extra in filter(None, args.extras.split(",")):
        if extra not in {"scripts", "references", "assets"}:
            sys.exit(f"unknown extra folder {extra}")
        (folder / extra).mkdir()
    print(f"created {folder}")
    for p in sorted(folder.rglob("*")):
        print("  ", p.relative_to(folder))


if __name__ == "__main__":
    main()
