#!/usr/bin/env python3
"""Pull-request metrics for one repository."""
import argparse
import statistics
import sys
from collections import Counter
from datetime import datetime, timedelta, timezone

from ghclient import GitHub


def ts(s: str | None):
    return datetime.fromisoformat(s.replace("Z", "+00:00")) if s else None


def pct(values, q):
    if not values:
        return None
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("repo", help="owner/name")
    ap.add_argument("--days", type=int, default=30)
    a = ap.parse_args()
    gh = GitHub()
    since = datetime.now(timezone.utc) - timedelta(days=a.days)
    opened = merged = closed = 0
    to_review, to_merge, reviewers, open_prs = [], [], Counter(), []
    for pr in gh.get(f"/repos/{a.repo}/pulls", state="all", sort="created", direction="desc", per_page=100):
        created = ts(pr["created_at"])
        if pr["state"] == "open":
            open_prs.append((created, pr["number"], pr["user"]["login"], pr["title"]))
        if created < since:
            break
        opened += 1
        if pr.get("merged_at"):
            merged += 1
            to_merge.append((ts(pr["merged_at"]) - created).total_seconds() / 3600)
        elif pr["state"] == "closed":
            closed += 1
        reviews = list(gh.get(f"/repos/{a.repo}/pulls/{pr['number']}/reviews", per_page=100))
        if reviews:
            first = min(ts(r["submitted_at"]) for r in reviews if r.get("submitted_at"))
            to_review.append((first - created).total_seconds() / 3600)
        reviewers.update(r["user"]["login"] for r in reviews if r.get("user"))
    fmt = lambda v: "n/a" if v is None else f"{v:.1f} h"
    print(f"{a.repo}, last {a.days} days")
    print(f"  opened {opened}, merged {merged}, closed unmerged {closed}")
    print(f"  first review: median {fmt(statistics.median(to_review) if to_review else None)}, p90 {fmt(pct(to_review, .9))}")
    print(f"  merge:        median {fmt(statistics.median(to_merge) if to_merge else None)}, p90 {fmt(pct(to_merge, .9))}")
    print("  reviews per reviewer:")
    for who, n in reviewers.most_common(10):
        print(f"    {who:<20} {n}")
    print("  oldest open PRs:")
    now = datetime.now(timezone.utc)
    for created, num, who, title in sorted(open_prs)[:10]:
        print(f"    #{num:<6} {(now - created).days:>4} d  {who:<16} {title[:60]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
