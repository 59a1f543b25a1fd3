#!/usr/bin/env python3
"""Bucket open pull requests of a GitHub repository. Read-only."""
import argparse
import datetime as dt
import json
import os
import sys

import requests

API = "https://api.github.com"


def session():
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set (try: export GITHUB_TOKEN=\"$(gh auth token)\")")
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        "User-Agent": "github-pr-triage",
    })
    return s


def paged(s, url, **params):
    params.setdefault("per_page", 100)
    while url:
        r = s.get(url, params=params, timeout=30)
        r.raise_for_status()
        yield from r.json()
        url = r.links.get("next", {}).get("url")
        params = {}


def ci_state(s, repo, sha):
    r = s.get(f"{API}/repos/{repo}/commits/{sha}/check-runs", timeout=30)
    r.raise_for_status()
    runs = r.json().get("check_runs", [])
    if any(c["conclusion"] in ("failure", "timed_out", "cancelled") for c in runs):
        return "failing"
    if any(c["status"] != "completed" for c in runs):
        return "pending"
    return "green" if runs else "none"


def classify(s, repo, pr, stale_days):
    now = dt.datetime.now(dt.timezone.utc)
    updated = dt.datetime.fromisoformat(pr["updated_at"].replace("Z", "+00:00"))
    created = dt.datetime.fromisoformat(pr["created_at"].replace("Z", "+00:00"))
    detail = s.get(pr["url"], timeout=30).json()
    reviews = list(paged(s, f"{pr['url']}/reviews"))
    latest = reviews[-1]["state"] if reviews else None
    ci = ci_state(s, repo, pr["head"]["sha"])
    if (now - updated).days >= stale_days:
        return "stale", ci
    if detail.get("mergeable_state") == "dirty":
        return "conflicting", ci
    if ci == "failing":
        return "failing CI", ci
    if latest == "CHANGES_REQUESTED":
        return "changes requested", ci
    if latest == "APPROVED" and ci in ("green", "none"):
        return "ready", ci
    if not reviews and not pr["draft"] and (now - created).days >= 2:
        return "needs review", ci
    return "in progress", ci


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo", help="owner/name")
    ap.add_argument("--stale-days", type=int, default=30)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    s = session()
    rows = []
    for pr in paged(s, f"{API}/repos/{args.repo}/pulls", state="open"):
        bucket, ci = classify(s, args.repo, pr, args.stale_days)
        rows.append({"number": pr["number"], "title": pr["title"], "author": pr["user"]["login"],
                     "bucket": bucket, "ci": ci, "draft": pr["draft"], "url": pr["html_url"]})
    if args.json:
        json.dump(rows, sys.stdout, indent=2)
        return
    for bucket in ("ready", "needs review", "changes requested", "failing CI", "conflicting", "stale", "in progress"):
        items = [r for r in rows if r["bucket"] == bucket]
        if items:
            print(f"\n{bucket} ({len(items)})")
            for r in items:
                print(f"  #{r['number']:<6} {r['title'][:60]:<60} @{r['author']}")


if __name__ == "__main__":
    main()
