#!/usr/bin/env python3
"""Collect commits between two refs as JSON for the changelog writer."""
import argparse
import json
import re
import subprocess

PATTERN = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$")


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


def parse(sha, subject, body):
    m = PATTERN.match(subject)
    entry = {"sha": sha[:10], "subject": subject, "type": "other", "scope": None, "breaking": False}
    if m:
        entry.update(type=m["type"], scope=m["scope"], subject=m["subject"], breaking=bool(m["bang"]))
    if "BREAKING CHANGE:" in body:
        entry["breaking"] = True
    pr = re.search(r"\(#(\d+)\)", subject)
    entry["pr"] = int(pr.group(1)) if pr else None
    return entry


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", default="HEAD")
    args = ap.parse_args()
    entries = [parse(*c) for c in git_log(args.start, args.end)]
    print(json.dumps(entries, indent=2))


if __name__ == "__main__":
    main()
