#!/usr/bin/env python3
"""Add/remove explicit allow rules in ./.claude/settings.json (project scope only)."""
import difflib
import json
import re
import sys
from pathlib import Path

PATH = Path(".claude") / "settings.json"
TOO_BROAD = re.compile(r"^(Bash|Write|Edit|WebFetch|Read)\((\*|\*:\*|)\)$|^(Bash|Write|Edit)$")


def load():
    try:
        return json.loads(PATH.read_text())
    except FileNotFoundError:
        return {}


def diff(before, after):
    a = json.dumps(before, indent=2).splitlines()
    b = json.dumps(after, indent=2).splitlines()
    return "\n".join(difflib.unified_diff(a, b, str(PATH), str(PATH), lineterm=""))


def main(argv):
    if not argv or argv[0] not in {"list", "add", "remove"}:
        sys.exit("usage: allowlist.py list | add RULE... | remove RULE... [--yes]")
    cmd, yes = argv[0], "--yes" in argv
    rules = [a for a in argv[1:] if a != "--yes"]
    before = load()
    if cmd == "list":
        perms = before.get("permissions", {})
        for key in ("allow", "ask", "deny"):
            for r in perms.get(key, []):
                print(f"{key:<6} {r}")
        print(f"defaultMode: {perms.get('defaultMode', 'default')}")
        return 0

    for r in rules:
        if TOO_BROAD.match(r):
            sys.exit(f"refusing broad rule {r!r}: it would disable approval prompts")
    after = json.loads(json.dumps(before))
    allow = after.setdefault("permissions", {}).setdefault("allow", [])
    if cmd == "add":
        allow.extend(r for r in rules if r not in allow)
    else:
        after["permissions"]["allow"] = [r for r in allow if r not in rules]

    d = diff(before, after)
    if not d:
        print("no change")
        return 0
    print(d)
    if not yes and input("write this change? [y/N] ").strip().lower() != "y":
        print("not written")
        return 1
    PATH.parent.mkdir(exist_ok=True)
    PATH.write_text(json.dumps(after, indent=2) + "\n")
    print(f"updated {PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
