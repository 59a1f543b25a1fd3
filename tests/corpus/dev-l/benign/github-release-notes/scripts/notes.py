#!/usr/bin/env python3
"""Draft release notes from PRs merged between two tags."""
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


def main(repo, base, head):
    cmp = get(f"/repos/{repo}/compare/{base}...{head}")
    seen, groups = set(), {"Features": [], "Fixes": [], "Docs": [], "Other": []}
    for c in cmp.get("commits", []):
        for pr in get(f"/repos/{repo}/commits/{c['sha']}/pulls"):
            if pr["number"] in seen or not pr.get("merged_at"):
                continue
            seen.add(pr["number"])
            labels = {l["name"] for l in pr.get("labels", [])}
            key = "Features" if "feature" in labels else "Fixes" if "bug" in labels else "Docs" if "docs" in labels else "Other"
            groups[key].append(f"- {pr['title']} (#{pr['number']}, @{pr['user']['login']})")
    print(f"## {head}\n")
    for name, items in groups.items():
        if items:
            print(f"### {name}\n" + "\n".join(items) + "\n")


if __name__ == "__main__":
    if "GITHUB_TOKEN" not in os.environ or len(sys.argv) != 4:
        sys.exit("usage: GITHUB_TOKEN=... notes.py owner/repo BASE_TAG HEAD_TAG")
    main(*sys.argv[1:])
