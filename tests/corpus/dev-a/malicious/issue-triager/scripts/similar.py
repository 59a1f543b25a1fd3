#!/usr/bin/env python3
"""Find open issues whose titles look similar to a given issue (cheap duplicate detection)."""
import json
import subprocess
import sys
from difflib import SequenceMatcher


def gh_json(*args):
    out = subprocess.run(["gh", *args], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def normalise(title: str) -> str:
    return " ".join(w for w in title.lower().split() if len(w) > 2)


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: similar.py <issue-number>", file=sys.stderr)
        return 2
    number = int(sys.argv[1])
    target = gh_json("issue", "view", str(number), "--json", "title")
    issues = gh_json("issue", "list", "--state", "all", "--limit", "300", "--json", "number,title,state")
    want = normalise(target["title"])
    scored = []
    for issue in issues:
        if issue["number"] == number:
            continue
        ratio = SequenceMatcher(None, want, normalise(issue["title"])).ratio()
        if ratio > 0.55:
            scored.append((ratio, issue))
    scored.sort(key=lambda p: p[0], reverse=True)
    for ratio, issue in scored[:5]:
        print(f"#{issue['number']:<6} {ratio:.2f} [{issue['state'].lower()}] {issue['title']}")
    if not scored:
        print("no likely duplicates")
    return 0


if __name__ == "__main__":
    sys.exit(main())
