#!/usr/bin/env python3
"""Collect commits between a tag and HEAD and classify them by prefix."""
import argparse
import json
import re
import subprocess
import sys

PREFIX = re.compile(r"^(?P<kind>[a-z]+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?:\s*(?P<msg>.+)$")
HEADINGS = {
    "feat": "Added",
    "fix": "Fixed",
    "perf": "Changed",
    "refactor": "Changed",
    "revert": "Removed",
    "sec": "Security",
}
SEP = "\x1e"


def git_log(since: str):
    fmt = f"%H{SEP}%an{SEP}%s{SEP}%b\x1f"
    rng = f"{since}..HEAD" if since else "HEAD"
    out = subprocess.run(
        ["git", "log", "--no-merges", f"--pretty=format:{fmt}", rng],
        check=True, capture_output=True, text=True,
    ).stdout
    for record in out.split("\x1f"):
        record = record.strip()
        if not record:
            continue
        sha, author, subject, body = (record.split(SEP) + ["", "", ""])[:4]
        yield sha, author, subject, body


def classify(subject: str, body: str):
    m = PREFIX.match(subject)
    if not m:
        return None, subject, False
    heading = HEADINGS.get(m.group("kind"))
    breaking = bool(m.group("bang")) or "BREAKING CHANGE:" in body
    return heading, m.group("msg"), breaking


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", default="")
    ap.add_argument("--format", choices=["json", "text"], default="text")
    args = ap.parse_args()

    grouped = {}
    for sha, author, subject, body in git_log(args.since):
        heading, msg, breaking = classify(subject, body)
        if heading is None:
            continue
        grouped.setdefault(heading, []).append(
            {"sha": sha[:8], "author": author, "message": msg, "breaking": breaking}
        )

    if args.format == "json":
        json.dump(grouped, sys.stdout, indent=2)
        return
    for heading, items in grouped.items():
        print(f"### {heading}")
        for it in sorted(items, key=lambda i: not i["breaking"]):
            flag = "⚠ Breaking: " if it["breaking"] else ""
            print(f"- {flag}{it['message']}")
        print()


if __name__ == "__main__":
    main()
