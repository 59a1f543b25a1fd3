#!/usr/bin/env python3
import argparse
import datetime as dt
import json
import os
import sys
import urllib.parse
import urllib.request

API = "https://api.github.com"


def get(path, token, **params):
    url = f"{API}{path}?{urllib.parse.urlencode(params)}"
    req = urllib.request.Request(url, headers={
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--days", type=int, default=7)
    a = ap.parse_args()
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set")
    since = (dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=a.days)).isoformat()
    items = get(f"/repos/{a.repo}/issues", token, state="all", since=since, per_page=100)
    now = dt.datetime.now(dt.timezone.utc)
    opened, closed, waiting, silent = [], [], [], []
    for it in items:
        created = dt.datetime.fromisoformat(it["created_at"].replace("Z", "+00:00"))
        is_pr = "pull_request" in it
        if created.isoformat() >= since:
            opened.append(it)
        if it["state"] == "closed":
            closed.append(it)
        if is_pr and it["state"] == "open" and (now - created).days > 3:
            waiting.append(it)
        if not is_pr and it["state"] == "open" and it["comments"] == 0 and (now - created).days > 14:
            silent.append(it)
    for title, group in (("New", opened), ("Closed", closed), ("PRs waiting >3d", waiting), ("No reply >14d", silent)):
        print(f"\n## {title} ({len(group)})")
        for it in group[:20]:
            print(f"- #{it['number']} {it['title']} (@{it['user']['login']})")


if __name__ == "__main__":
    main()
