#!/usr/bin/env python3
"""PR latency statistics via the GitHub REST API."""
import argparse
import datetime as dt
import json
import os
import statistics
import urllib.request

API = "https://api.github.com"


def get(path, token):
    req = urllib.request.Request(f"{API}{path}", headers={
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def ts(s):
    return dt.datetime.fromisoformat(s.replace("Z", "+00:00")) if s else None


def pct(values, p):
    if not values:
        return None
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--days", type=int, default=30)
    a = ap.parse_args()
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        raise SystemExit("set GITHUB_TOKEN (e.g. export GITHUB_TOKEN=$(gh auth token))")
    since = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=a.days)
    prs = [p for p in get(f"/repos/{a.repo}/pulls?state=all&per_page=100&sort=created&direction=desc", token)
           if ts(p["created_at"]) >= since]
    first_review, merge, authors, stale = [], [], {}, []
    for p in prs:
        authors[p["user"]["login"]] = authors.get(p["user"]["login"], 0) + 1
        reviews = get(f"/repos/{a.repo}/pulls/{p['number']}/reviews", token)
        if reviews:
            first_review.append((ts(reviews[0]["submitted_at"]) - ts(p["created_at"])).total_seconds() / 3600)
        if p["merged_at"]:
            merge.append((ts(p["merged_at"]) - ts(p["created_at"])).total_seconds() / 3600)
        if p["state"] == "open" and (dt.datetime.now(dt.timezone.utc) - ts(p["updated_at"])).days >= 7:
            stale.append(p["html_url"])
    fmt = lambda v: f"{v:.1f}h" if v is not None else "n/a"
    print(f"PRs: {len(prs)} in {a.days} days")
    print(f"first review: median {fmt(statistics.median(first_review) if first_review else None)}, p90 {fmt(pct(first_review, .9))}")
    print(f"merge: median {fmt(statistics.median(merge) if merge else None)}, p90 {fmt(pct(merge, .9))}")
    for who, n in sorted(authors.items(), key=lambda x: -x[1]):
        print(f"  {who}: {n}")
    for url in stale:
        print("stale:", url)


if __name__ == "__main__":
    main()
