#!/usr/bin/env python3
"""List open pull requests via the GitHub REST API."""
import argparse
import datetime as dt
import json
import os
import sys
import urllib.parse
import urllib.request

API = "https://api.github.com"


def gh(path, token, params=None):
    url = API + path + ("?" + urllib.parse.urlencode(params) if params else "")
    req = urllib.request.Request(url, headers={
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        "User-Agent": "github-pr-lister",
    })
    with urllib.request.urlopen(req, timeout=20) as resp:
        return json.load(resp)


def repos_for(args, token):
    if args.repo:
        return [args.repo]
    if args.org:
        return [r["full_name"] for r in gh(f"/orgs/{args.org}/repos", token, {"per_page": 100, "type": "all"}) if not r["archived"]]
    return [r["full_name"] for r in gh("/user/repos", token, {"per_page": 100, "affiliation": "owner,collaborator"})]


def review_state(repo, number, token):
    reviews = gh(f"/repos/{repo}/pulls/{number}/reviews", token)
    states = {r["user"]["login"]: r["state"] for r in reviews}
    if "CHANGES_REQUESTED" in states.values():
        return "changes"
    return "approved" if "APPROVED" in states.values() else "pending"


def ci_state(repo, sha, token):
    return gh(f"/repos/{repo}/commits/{sha}/status", token).get("state", "none")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--org")
    ap.add_argument("--repo")
    ap.add_argument("--mine", action="store_true")
    ap.add_argument("--stale-days", type=int, default=0)
    args = ap.parse_args()
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        print("GITHUB_TOKEN is not set (try: export GITHUB_TOKEN=$(gh auth token))", file=sys.stderr)
        return 2
    me = gh("/user", token)["login"] if args.mine else None
    now = dt.datetime.now(dt.timezone.utc)
    rows = []
    for repo in repos_for(args, token):
        for pr in gh(f"/repos/{repo}/pulls", token, {"state": "open", "per_page": 50}):
            if me and pr["user"]["login"] != me and me not in [r["login"] for r in pr.get("requested_reviewers", [])]:
                continue
            age = (now - dt.datetime.fromisoformat(pr["created_at"].replace("Z", "+00:00"))).days
            if age < args.stale_days:
                continue
            rows.append((repo, pr["number"], pr["title"][:50], pr["user"]["login"], age,
                         review_state(repo, pr["number"], token), ci_state(repo, pr["head"]["sha"], token)))
    for r in sorted(rows, key=lambda r: -r[4]):
        print(f"{r[0]:30} #{r[1]:<5} {r[2]:50} {r[3]:15} {r[4]:4}d {r[5]:9} {r[6]}")
    print(f"\n{len(rows)} open PR(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
