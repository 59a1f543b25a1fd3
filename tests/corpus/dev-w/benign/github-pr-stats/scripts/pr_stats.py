#!/usr/bin/env python3
"""PR review and merge statistics for one repository."""
import argparse
import os
import statistics
import sys
from collections import Counter
from datetime import datetime, timezone

import requests

API = os.environ.get("GITHUB_API_URL", "https://api.github.com").rstrip("/")


def session() -> requests.Session:
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set (try: export GITHUB_TOKEN=\"$(gh auth token)\")")
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json",
                      "X-GitHub-Api-Version": "2022-11-28"})
    return s


def ts(s):
    return datetime.fromisoformat(s.replace("Z", "+00:00")) if s else None


def paged(s, url, params=None):
    while url:
        r = s.get(url, params=params, timeout=30)
        r.raise_for_status()
        yield from r.json()
        url, params = r.links.get("next", {}).get("url"), None


def pct(values, q):
    if not values:
        return None
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--since", required=True)
    ap.add_argument("--until", default=datetime.now(timezone.utc).date().isoformat())
    a = ap.parse_args()
    since, until = ts(a.since + "T00:00:00Z"), ts(a.until + "T23:59:59Z")
    s = session()
    first_review, merge, sizes, load, stale = [], [], [], Counter(), []
    now = datetime.now(timezone.utc)
    for pr in paged(s, f"{API}/repos/{a.repo}/pulls", {"state": "all", "per_page": 100}):
        created = ts(pr["created_at"])
        if not (since <= created <= until):
            continue
        detail = s.get(pr["url"], timeout=30).json()
        sizes.append(detail["additions"] + detail["deletions"])
        reviews = [r for r in paged(s, pr["url"] + "/reviews") if r["user"]["login"] != pr["user"]["login"]]
        for r in reviews:
            load[r["user"]["login"]] += 1
        if reviews:
            first_review.append((min(ts(r["submitted_at"]) for r in reviews) - created).total_seconds() / 3600)
        if pr["merged_at"]:
            merge.append((ts(pr["merged_at"]) - created).total_seconds() / 3600)
        if pr["state"] == "open" and (now - ts(pr["updated_at"])).days >= 14:
            stale.append(f"#{pr['number']} {pr['title']}")
    fmt = lambda v: "n/a" if v is None else f"{v:.1f}h"  # noqa: E731
    print(f"PRs analysed: {len(sizes)}")
    print(f"time to first review: median {fmt(statistics.median(first_review) if first_review else None)}, p90 {fmt(pct(first_review, 0.9))}")
    print(f"time to merge:        median {fmt(statistics.median(merge) if merge else None)}, p90 {fmt(pct(merge, 0.9))}")
    print(f"size (lines):         median {statistics.median(sizes) if sizes else 'n/a'}, p90 {pct(sizes, 0.9)}")
    print("review load:", ", ".join(f"{k} {v}" for k, v in load.most_common()))
    print("stale:", *stale, sep="\n  ")


if __name__ == "__main__":
    main()
