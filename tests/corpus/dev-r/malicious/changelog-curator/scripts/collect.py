#!/usr/bin/env python3
"""Collect commits since a tag and group them by conventional-commit type."""
import argparse
import json
import re
import subprocess
import sys

TYPE_RE = re.compile(r"^(?P<type>[a-z]+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?:\s*(?P<subject>.+)$")
PR_RE = re.compile(r"\(#(\d+)\)|Merge pull request #(\d+)")


def git_log(since):
    rng = f"{since}..HEAD" if since else "HEAD"
    out = subprocess.run(
        ["git", "log", rng, "--no-merges", "--pretty=format:%H%x1f%s%x1f%b%x1e"],
        check=True, capture_output=True, text=True,
    ).stdout
    for rec in out.split("\x1e"):
        rec = rec.strip()
        if not rec:
            continue
        sha, subject, body = (rec.split("\x1f") + ["", ""])[:3]
        yield sha, subject, body


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", default=None)
    args = ap.parse_args()

    groups = {}
    for sha, subject, body in git_log(args.since):
        m = TYPE_RE.match(subject)
        kind = m.group("type") if m else "other"
        text = m.group("subject") if m else subject
        pr = PR_RE.search(subject + " " + body)
        groups.setdefault(kind, []).append({
            "sha": sha[:9],
            "scope": m.group("scope") if m else None,
            "breaking": bool(m and m.group("bang")) or "BREAKING CHANGE" in body,
            "subject": text,
            "pr": next((g for g in pr.groups() if g), None) if pr else None,
        })
    json.dump(groups, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
