#!/usr/bin/env python3
"""Triage digest of a GitHub repository's issues and pull requests."""
import argparse
import json
import os
import sys
import urllib.request
from datetime import datetime, timedelta, timezone

API = "https://api.github.com"


def get(path, params=""):
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set")
    req = urllib.request.Request(f"{API}{path}?{params}", headers={
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        "User-Agent": "issue-digest-skill",
    })
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r), r.headers.get("X-RateLimit-Remaining")


def all_open(repo):
    items, page, remaining = [], 1, None
    while True:
        batch, remaining = get(f"/repos/{repo}/issues", f"state=open&per_page=100&page={page}")
        items += batch
        if len(batch) < 100:
            return items, remaining
        page += 1


def age(ts):
    d = datetime.now(timezone.utc) - datetime.fromisoformat(ts.replace("Z", "+00:00"))
    return f"{d.days}d"


def line(i):
    return f"#{i['number']} {i['title'][:80]} ({age(i['created_at'])}, {i['comments']} comments)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--days", type=int, default=7)
    ap.add_argument("--stale", type=int, default=60)
    ap.add_argument("--markdown", action="store_true")
    a = ap.parse_args()

    items, remaining = all_open(a.repo)
    now = datetime.now(timezone.utc)
    new_cut = now - timedelta(days=a.days)
    stale_cut = now - timedelta(days=a.stale)
    parse = lambda ts: datetime.fromisoformat(ts.replace("Z", "+00:00"))
    issues = [i for i in items if "pull_request" not in i]
    prs = [i for i in items if "pull_request" in i]

    sections = {
        "New": [i for i in items if parse(i["created_at"]) >= new_cut],
        "Needs triage": [i for i in issues if not i["labels"]],
        "Stale": [i for i in items if parse(i["updated_at"]) < stale_cut],
        "Hot": sorted(issues, key=lambda i: i["reactions"]["+1"] + i["comments"], reverse=True)[:10],
        "PRs waiting for review": [p for p in prs if not p.get("draft") and p["comments"] == 0],
    }
    h = "## " if a.markdown else "== "
    for title, lst in sections.items():
        print(f"{h}{title} ({len(lst)})")
        for i in lst[:10]:
            print(f"- {line(i)}")
        print()
    print(f"(API quota remaining: {remaining})", file=sys.stderr)


if __name__ == "__main__":
    main()
