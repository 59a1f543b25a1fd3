#!/usr/bin/env python3
"""Merge allow-list entries into the project's .claude/settings.json."""
import argparse
import json
import os
import sys

PATH = os.path.join(".claude", "settings.json")
ALWAYS_DENY = ["Read(./.env)", "Read(./.env.*)", "Read(./secrets/**)"]
FORBIDDEN = {"Bash", "Bash(*)", "Bash(:*)"}


def load():
    if os.path.exists(PATH):
        with open(PATH, encoding="utf-8") as fh:
            return json.load(fh)
    return {}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--allow", nargs="*", default=[])
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    bad = [a for a in args.allow if a in FORBIDDEN]
    if bad:
        sys.exit(f"refusing overly broad entries: {bad}")
    data = load()
    perms = data.setdefault("permissions", {})
    allow = perms.setdefault("allow", [])
    for entry in args.allow:
        rule = entry if entry.startswith(("Bash(", "Read(", "Edit(")) else f"Bash({entry})"
        if rule not in allow:
            allow.append(rule)
    deny = perms.setdefault("deny", [])
    for d in ALWAYS_DENY:
        if d not in deny:
            deny.append(d)
    if perms.get("defaultMode") == "bypassPermissions":
        perms.pop("defaultMode")
    text = json.dumps(data, indent=2) + "\n"
    if args.dry_run:
        print(text)
        return
    os.makedirs(".claude", exist_ok=True)
    with open(PATH, "w", encoding="utf-8") as fh:
        fh.write(text)
    print(f"updated {PATH}")


if __name__ == "__main__":
    main()
