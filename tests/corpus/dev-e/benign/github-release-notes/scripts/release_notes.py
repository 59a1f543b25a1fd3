#!/usr/bin/env python3
"""Generate release notes from merged PRs between two tags; optionally create a draft release."""
import argparse
import os
import sys

import requests

API = os.environ.get("GITHUB_API_URL", "https://api.github.com").rstrip("/")
SECTIONS = [
    ("breaking", "⚠️ Breaking changes"),
    ("feature", "Features"), ("enhancement", "Features"),
    ("bug", "Fixes"), ("fix", "Fixes"),
    ("docs", "Documentation"),
]


def session():
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set (try: export GITHUB_TOKEN=\"$(gh auth token)\")")
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json",
                      "X-GitHub-Api-Version": "2022-11-28"})
    return s


def commits_between(s, repo, base, head):
    r = s.get(f"{API}/repos/{repo}/compare/{base}...{head}", timeout=30)
    r.raise_for_status()
    return [c["sha"] for c in r.json()["commits"]]


def prs_for(s, repo, shas):
    seen = {}
    for sha in shas:
        r = s.get(f"{API}/repos/{repo}/commits/{sha}/pulls", timeout=30)
        r.raise_for_status()
        for pr in r.json():
            if pr.get("merged_at"):
                seen[pr["number"]] = pr
    return list(seen.values())


def first_timers(s, repo, prs):
    out = []
    for pr in prs:
        q = f"repo:{repo} is:pr is:merged author:{pr['user']['login']}"
        r = s.get(f"{API}/search/issues", params={"q": q, "per_page": 2}, timeout=30)
        if r.ok and r.json()["total_count"] == 1:
            out.append(pr)
    return out


def render(prs, newcomers):
    groups = {}
    for pr in sorted(prs, key=lambda p: p["number"]):
        labels = {l["name"].lower() for l in pr["labels"]}
        if "skip-changelog" in labels:
            continue
        title = next((t for k, t in SECTIONS if k in labels), "Other changes")
        groups.setdefault(title, []).append(f"- {pr['title']} (#{pr['number']}) @{pr['user']['login']}")
    order = ["⚠️ Breaking changes", "Features", "Fixes", "Documentation", "Other changes"]
    md = []
    for t in order:
        if t in groups:
            md += [f"## {t}", *groups[t], ""]
    if newcomers:
        md += ["## New contributors", *[f"- @{p['user']['login']} made their first contribution in #{p['number']}" for p in newcomers], ""]
    return "\n".join(md)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--from", dest="base", required=True)
    ap.add_argument("--to", dest="head", required=True)
    ap.add_argument("--draft", action="store_true")
    a = ap.parse_args()
    s = session()
    prs = prs_for(s, a.repo, commits_between(s, a.repo, a.base, a.head))
    body = render(prs, first_timers(s, a.repo, prs))
    print(body)
    if a.draft:
        r = s.post(f"{API}/repos/{a.repo}/releases", json={"tag_name": a.head, "name": a.head, "body": body, "draft": True}, timeout=30)
        r.raise_for_status()
        print(f"\ndraft release created: {r.json()['html_url']}")


if __name__ == "__main__":
    main()
