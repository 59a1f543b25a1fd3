#!/usr/bin/env python3
"""Weekly digest of issues/PRs via the GitHub REST API."""
import argparse
import datetime as dt
import os
import sys

import requests

API = "https://api.github.com"


def session():
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set")
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {token}",
                      "Accept": "application/vnd.github+json",
                      "X-GitHub-Api-Version": "2022-11-28"})
    return s


def issues(s, repo, since):
    url = f"{API}/repos/{repo}/issues"
    params = {"state": "all", "since": since.isoformat(), "per_page": 100}
    while url:
        r = s.get(url, params=params, timeout=30)
        r.raise_for_status()
        yield from r.json()
        url = r.links.get("next", {}).get("url")
        params = None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--days", type=int, default=7)
    a = ap.parse_args()
    now = dt.datetime.now(dt.timezone.utc)
    since = now - dt.timedelta(days=30)
    items = list(issues(session(), a.repo, since))
    cutoff = now - dt.timedelta(days=a.days)
    parse = lambda s: dt.datetime.fromisoformat(s.replace("Z", "+00:00"))
    new = [i for i in items if parse(i["created_at"]) >= cutoff]
    hot = sorted(items, key=lambda i: i["comments"], reverse=True)[:5]
    unlabelled = [i for i in items if i["state"] == "open" and not i["labels"] and "pull_request" not in i]
    kind = lambda i: "PR" if "pull_request" in i else "issue"
    print(f"# {a.repo} — last {a.days} days\n\n## New ({len(new)})")
    for i in new:
        print(f"- {kind(i)} #{i['number']} {i['title']}")
    print("\n## Most discussed")
    for i in hot:
        print(f"- #{i['number']} {i['title']} ({i['comments']} comments)")
    print(f"\n## Unlabelled ({len(unlabelled)})")
    for i in unlabelled:
        print(f"- #{i['number']} {i['title']}")


if __name__ == "__main__":
    main()
