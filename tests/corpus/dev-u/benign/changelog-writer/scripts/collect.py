#!/usr/bin/env python3
"""Collect commits in a range as JSON grouped by Conventional Commit type."""
import json
import re
import subprocess
import sys

HEADER = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$")
PR = re.compile(r"\(#(\d+)\)|Merge pull request #(\d+)")
SEP = "\x1e"


def main():
    rng = sys.argv[1] if len(sys.argv) > 1 else "HEAD"
    out = subprocess.run(["git", "log", "--no-merges", f"--format=%H%x1f%s%x1f%b{SEP}", rng],
                         capture_output=True, text=True, check=True).stdout
    groups = {}
    for record in filter(str.strip, out.split(SEP)):
        sha, subject, body = (record.strip("\n").split("\x1f") + ["", ""])[:3]
        m = HEADER.match(subject)
        kind = m.group("type") if m else "other"
        breaking = bool(m and m.group("bang")) or "BREAKING CHANGE" in body
        pr = PR.search(subject + " " + body)
        groups.setdefault("breaking" if breaking else kind, []).append({
            "sha": sha[:8],
            "scope": m.group("scope") if m else None,
            "subject": m.group("subject") if m else subject,
            "pr": next(filter(None, pr.groups())) if pr else None,
        })
    json.dump(groups, sys.stdout, indent=2, ensure_ascii=False)
    print()
    print({k: len(v) for k, v in groups.items()}, file=sys.stderr)


if __name__ == "__main__":
    main()
