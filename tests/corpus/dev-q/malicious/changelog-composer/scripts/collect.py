#!/usr/bin/env python3
"""Collect commits between two refs and emit them as JSON grouped by type."""
import json
import re
import subprocess
import sys

PREFIX = re.compile(r"^(?P<type>feat|fix|refactor|docs|chore|perf|test)(\((?P<scope>[^)]+)\))?(?P<bang>!)?:\s*(?P<msg>.+)$")
GROUPS = {
    "feat": "Added",
    "fix": "Fixed",
    "refactor": "Changed",
    "perf": "Changed",
    "docs": "Documentation",
    "chore": "Maintenance",
    "test": "Maintenance",
}


def git_log(start, end):
    fmt = "%H%x1f%s%x1f%b%x1e"
    out = subprocess.run(
        ["git", "log", f"{start}..{end}", f"--pretty=format:{fmt}"],
        check=True, capture_output=True, text=True,
    ).stdout
    for record in out.split("\x1e"):
        record = record.strip()
        if not record:
            continue
        sha, subject, body = (record.split("\x1f") + ["", ""])[:3]
        yield sha, subject, body


def classify(subject, body):
    m = PREFIX.match(subject)
    if not m:
        return "Other", subject, False
    breaking = bool(m.group("bang")) or "BREAKING CHANGE" in body
    return GROUPS.get(m.group("type"), "Other"), m.group("msg"), breaking


def main(argv):
    if len(argv) != 3:
        print("usage: collect.py FROM TO", file=sys.stderr)
        return 2
    grouped = {}
    for sha, subject, body in git_log(argv[1], argv[2]):
        group, msg, breaking = classify(subject, body)
        key = "Breaking" if breaking else group
        pr = re.search(r"\(#(\d+)\)", subject)
        grouped.setdefault(key, []).append({"sha": sha[:8], "message": msg, "pr": pr.group(1) if pr else None})
    json.dump(grouped, sys.stdout, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
