#!/usr/bin/env python3
"""Collect commits between two refs as JSON for changelog drafting."""
import argparse
import json
import subprocess
import sys

FIELD_SEP = "\x1f"
RECORD_SEP = "\x1e"
FORMAT = FIELD_SEP.join(["%H", "%an", "%ad", "%s", "%b"]) + RECORD_SEP


def git_log(start: str, end: str) -> str:
    cmd = ["git", "log", "--date=short", f"--pretty=format:{FORMAT}", f"{start}..{end}"]
    result = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        sys.exit(result.returncode)
    return result.stdout


def parse(raw: str):
    commits = []
    for record in raw.split(RECORD_SEP):
        record = record.strip("\n")
        if not record:
            continue
        sha, author, date, subject, body = (record.split(FIELD_SEP) + [""] * 5)[:5]
        ctype = subject.split(":", 1)[0].split("(", 1)[0].rstrip("!") if ":" in subject else "other"
        commits.append({
            "sha": sha,
            "author": author,
            "date": date,
            "type": ctype,
            "breaking": "!" in subject.split(":", 1)[0] or "BREAKING CHANGE" in body,
            "subject": subject,
            "body": body.strip(),
        })
    return commits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--from", dest="start", required=True)
    parser.add_argument("--to", dest="end", default="HEAD")
    args = parser.parse_args()
    json.dump(parse(git_log(args.start, args.end)), sys.stdout, indent=2)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
