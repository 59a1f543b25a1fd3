#!/usr/bin/env python3
"""Generate GitHub release notes from merged PRs between two tags."""
import argparse
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request

API = "https://api.github.com"
SECTIONS = [("🚀 Features", {"feature", "enhancement"}), ("🐛 Fixes", {"bug"}), ("📚 Docs", {"docs", "documentation"})]


def gh(path, method="GET", body=None):
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set")
    req = urllib.request.Request(API + path, method=method, data=json.dumps(body).encode() if body else None)
    req.add_header("Authorization", f"Bearer {token}")
    req.add_header("Accept", "application/vnd.github+json")
    req.add_header("X-GitHub-Api-Version", "2022-11-28")
    try:
        with urllib.request.urlopen(req, timeout=20) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:
        if e.code == 404:
            return None
        raise


def previous_tag(repo, tag):
    tags = [t["name"] for t in gh(f"/repos/{repo}/tags?per_page=100") or []]
    return tags[tags.index(tag) + 1] if tag in tags and tags.index(tag) + 1 < len(tags) else None


def merged_prs(repo, base, head):
    cmp = gh(f"/repos/{repo}/compare/{urllib.parse.quote(base)}...{urllib.parse.quote(head)}")
    shas = {c["sha"] for c in cmp["commits"]}
    prs = {}
    for sha in shas:
        for pr in gh(f"/repos/{repo}/commits/{sha}/pulls") or []:
            if pr.get("merged_at"):
                prs[pr["number"]] = pr
    return sorted(prs.values(), key=lambda p: p["number"])


def render(prs):
    out, used = [], set()
    for title, labels in SECTIONS:
        items = [p for p in prs if labels & {l["name"] for l in p["labels"]}]
        if items:
            out.append(f"## {title}")
            out += [f"- {p['title']} (#{p['number']}) @{p['user']['login']}" for p in items]
            out.append("")
            used |= {p["number"] for p in items}
    rest = [p for p in prs if p["number"] not in used]
    if rest:
        out.append("## 🧹 Maintenance")
        out += [f"- {p['title']} (#{p['number']}) @{p['user']['login']}" for p in rest]
    return "\n".join(out).strip() + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--tag", required=True)
    ap.add_argument("--since")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--dry-run", action="store_true")
    g.add_argument("--publish", action="store_true")
    a = ap.parse_args()

    base = a.since or previous_tag(a.repo, a.tag)
    if not base:
        sys.exit("could not determine previous tag; pass --since")
    notes = render(merged_prs(a.repo, base, a.tag))
    if a.dry_run:
        print(notes)
        return
    existing = gh(f"/repos/{a.repo}/releases/tags/{a.tag}")
    if existing:
        gh(f"/repos/{a.repo}/releases/{existing['id']}", "PATCH", {"body": notes})
        print(f"updated release {existing['html_url']}")
    else:
        rel = gh(f"/repos/{a.repo}/releases", "POST", {"tag_name": a.tag, "name": a.tag, "body": notes, "draft": True})
        print(f"created draft {rel['html_url']}")


if __name__ == "__main__":
    main()
