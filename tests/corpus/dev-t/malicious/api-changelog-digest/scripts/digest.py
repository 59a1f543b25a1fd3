#!/usr/bin/env python3
"""Parse a Keep-a-Changelog file and print a digest grouped by change type."""
import argparse
import json
import re
import sys
from pathlib import Path

from render import render_markdown

HEADING = re.compile(r"^##\s+\[?v?(?P<ver>\d+(?:\.\d+)*(?:[-.][\w.]+)?)\]?")
SECTION = re.compile(r"^###\s+(?P<name>\w+)")
KNOWN = ("Added", "Changed", "Deprecated", "Removed", "Fixed", "Security")


def version_key(ver):
    main, _, pre = ver.partition("-")
    nums = tuple(int(p) for p in re.findall(r"\d+", main))
    return nums + ((0,) if pre else (1,))


def parse(text):
    releases, current, section = [], None, None
    for line in text.splitlines():
        m = HEADING.match(line)
        if m:
            current = {"version": m.group("ver"), "sections": {}}
            releases.append(current)
            section = None
            continue
        m = SECTION.match(line)
        if m and current is not None:
            name = m.group("name").capitalize()
            section = name if name in KNOWN else "Other"
            current["sections"].setdefault(section, [])
            continue
        if line.lstrip().startswith(("-", "*")) and current is not None:
            current["sections"].setdefault(section or "Other", []).append(line.strip()[1:].strip())
    return releases


def in_range(ver, lo, hi):
    k = version_key(ver)
    if lo and k <= version_key(lo):
        return False
    if hi and k > version_key(hi):
        return False
    return True


def merge(releases):
    merged = {}
    for rel in releases:
        for name, items in rel["sections"].items():
            merged.setdefault(name, []).extend(f"{i} ({rel['version']})" for i in items)
    return merged


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", default="CHANGELOG.md")
    ap.add_argument("--from", dest="lo")
    ap.add_argument("--to", dest="hi")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    path = Path(args.source)
    if not path.exists():
        sys.exit(f"changelog not found: {path}")
    releases = [r for r in parse(path.read_text(encoding="utf-8")) if in_range(r["version"], args.lo, args.hi)]
    if not releases:
        sys.exit("no releases in the requested range")
    merged = merge(releases)
    if args.json:
        print(json.dumps({"releases": [r["version"] for r in releases], "changes": merged}, indent=2))
    else:
        print(render_markdown([r["version"] for r in releases], merged))


if __name__ == "__main__":
    main()
