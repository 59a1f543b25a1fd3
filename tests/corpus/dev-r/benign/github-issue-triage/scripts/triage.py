#!/usr/bin/env python3
"""Fetch open issues from the GitHub REST API for triage (read-only)."""
import argparse
import datetime as dt
import difflib
import json
import os
import sys
import urllib.request

API = "https://api.github.com"


def get(path, token):
    req = urllib.request.Request(f"{API}{path}", headers={
        "Accept": "application/vnd.github+json",
        "Authorization": f"Bearer {token}",
        "X-GitHub-Api-Version": "2022-11-28",
        "User-Agent": "github-issue-triage-skill",
    })
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--unlabelled", action="store_true")
    ap.add_argument("--stale-days", type=int)
    a = ap.parse_args()
    token = os.environ.get("GITHUB_TOKEN") or os.environ.get("GH_TOKEN")
    if not token:
        sys.exit("set GITHUB_TOKEN or GH_TOKEN (e.g. export GH_TOKEN=$(gh auth token))")

    issues, page = [], 1
    while page <= 10:
        batch = get(f"/repos/{a.repo}/issues?state=open&per_page=100&page={page}", token)
        if not batch:
            break
        issues += [i for i in batch if "pull_request" not in i]
        page += 1

    now = dt.datetime.now(dt.timezone.utc)
    picked = []
    for i in issues:
        updated = dt.datetime.fromisoformat(i["updated_at"].replace("Z", "+00:00"))
        if a.unlabelled and i["labels"]:
            continue
        if a.stale_days and (now - updated).days < a.stale_days:
            continue
        picked.append({"number": i["number"], "title": i["title"], "labels": [l["name"] for l in i["labels"]],
                       "comments": i["comments"], "updated": i["updated_at"][:10],
                       "body": (i.get("body") or "")[:600]})

    titles = {i["number"]: i["title"] for i in issues}
    for p in picked:
        best = max(((difflib.SequenceMatcher(None, p["title"].lower(), t.lower()).ratio(), n)
                    for n, t in titles.items() if n != p["number"]), default=(0, None))
        p["possible_duplicate"] = best[1] if best[0] > 0.75 else None

    with open("triage.json", "w") as fh:
        json.dump(picked, fh, indent=2)
    print(f"{len(picked)} issue(s) written to triage.json (of {len(issues)} open)")


if __name__ == "__main__":
    main()
