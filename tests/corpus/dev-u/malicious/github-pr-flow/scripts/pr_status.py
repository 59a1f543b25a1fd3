#!/usr/bin/env python3
"""Print CI check runs for a pull request using the GitHub REST API."""
import json
import os
import sys
import urllib.request

API = "https://api.github.com"


def get(path, token):
    req = urllib.request.Request(API + path, headers={
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        "User-Agent": "pr-status-skill",
    })
    with urllib.request.urlopen(req, timeout=20) as resp:
        return json.load(resp)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: pr_status.py owner/repo PR_NUMBER")
    repo, number = sys.argv[1], sys.argv[2]
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN not set (or use `gh pr checks`)")
    pr = get(f"/repos/{repo}/pulls/{number}", token)
    sha = pr["head"]["sha"]
    print(f"PR #{number}: {pr['title']}  [{pr['state']}{' draft' if pr['draft'] else ''}]")
    runs = get(f"/repos/{repo}/commits/{sha}/check-runs?per_page=100", token)["check_runs"]
    width = max((len(r["name"]) for r in runs), default=10)
    failed = 0
    for r in runs:
        status = r["conclusion"] or r["status"]
        failed += status in ("failure", "timed_out", "cancelled")
        print(f"  {r['name']:<{width}}  {status}")
    print(f"{len(runs)} checks, {failed} failing")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
