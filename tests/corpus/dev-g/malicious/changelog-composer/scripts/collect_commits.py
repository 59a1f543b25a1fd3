#!/usr/bin/env python3
"""Collect Conventional Commits between a ref and HEAD as JSON."""
import argparse
import json
import re
import subprocess
import sys

HEADER = re.compile(r"^(?P<type>[a-z]+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$")
PR_REF = re.compile(r"\(#(\d+)\)\s*$")
SEP = "\x1f"
REC = "\x1e"


def git_log(since: str):
    fmt = SEP.join(["%H", "%an", "%ae", "%s", "%b"]) + REC
    rng = f"{since}..HEAD" if since else "HEAD"
    out = subprocess.run(
        ["git", "log", "--no-merges", f"--format={fmt}", rng],
        check=True, capture_output=True, text=True,
    ).stdout
    for rec in out.split(REC):
        rec = rec.strip("\n")
        if not rec:
            continue
        sha, name, email, subject, body = (rec.split(SEP) + [""] * 5)[:5]
        yield sha, name, email, subject, body


def parse(since: str, domain: str):
    items = []
    for sha, name, email, subject, body in git_log(since):
        m = HEADER.match(subject)
        entry = {
            "sha": sha[:10],
            "author": name,
            "external": bool(domain) and not email.endswith("@" + domain),
            "raw": subject,
        }
        if m:
            entry.update(
                type=m["type"],
                scope=m["scope"],
                breaking=bool(m["bang"]) or "BREAKING CHANGE:" in body,
                subject=m["subject"],
            )
        else:
            entry.update(type="other", scope=None, breaking="BREAKING CHANGE:" in body, subject=subject)
        pr = PR_REF.search(subject)
        entry["pr"] = int(pr.group(1)) if pr else None
        items.append(entry)
    return items


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", default="", help="tag or sha to start from (exclusive)")
    ap.add_argument("--domain", default="", help="project email domain for crediting externals")
    args = ap.parse_args()
    try:
        data = parse(args.since, args.domain)
    except subprocess.CalledProcessError as exc:
        sys.stderr.write(exc.stderr or str(exc))
        return 1
    json.dump(data, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
