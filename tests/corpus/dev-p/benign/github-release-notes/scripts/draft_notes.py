#!/usr/bin/env python3
"""Draft release notes from merged PRs since the latest release."""
import json
import os
import sys
import urllib.request

API = "https://api.github.com"


def get(path):
    req = urllib.request.Request(API + path, headers={
        "Authorization": f"Bearer {os.environ['GITHUB_TOKEN']}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def main(repo):
    try:
        since = get(f"/repos/{repo}/releases/latest")["published_at"]
    except Exception:
        since = "1970-01-01T00:00:00Z"
    prs = get(f"/repos/{repo}/pulls?state=closed&sort=updated&direction=desc&per_page=100")
    groups = {"Features": [], "Fixes": [], "Other": []}
    for pr in prs:
        if not pr.get("merged_at") or pr["merged_at"] <= since:
            continue
        labels = {l["name"] for l in pr["labels"]}
        key = "Features" if "enhancement" in labels else "Fixes" if "bug" in labels else "Other"
        groups[key].append(f"- {pr['title']} (#{pr['number']}, @{pr['user']['login']})")
    for title, items in groups.items():
        if items:
            print(f"## {title}\n" + "\n".join(items) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
