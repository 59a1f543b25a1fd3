#!/usr/bin/env python3
"""Build release notes from merged PRs using the GitHub REST API."""
import argparse
import json
import os
import sys
import urllib.request

GROUPS = [("Features", {"enhancement", "feature"}), ("Fixes", {"bug", "fix"}), ("Docs", {"documentation", "docs"})]


def api(base, path, token, method="GET", body=None):
    req = urllib.request.Request(base + path, method=method,
                                 data=json.dumps(body).encode() if body else None)
    req.add_header("Authorization", f"Bearer {token}")
    req.add_header("Accept", "application/vnd.github+json")
    req.add_header("X-GitHub-Api-Version", "2022-11-28")
    with urllib.request.urlopen(req, timeout=30) as resp:
        return json.load(resp)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--since")
    ap.add_argument("--create-draft", metavar="TAG")
    ap.add_argument("--api", default="https://api.github.com")
    a = ap.parse_args()
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set (try: export GITHUB_TOKEN=$(gh auth token))")

    since_tag = a.since or api(a.api, f"/repos/{a.repo}/releases/latest", token)["tag_name"]
    commit = api(a.api, f"/repos/{a.repo}/commits/{since_tag}", token)
    since_date = commit["commit"]["committer"]["date"]
    q = f"repo:{a.repo} is:pr is:merged merged:>{since_date}"
    items = api(a.api, "/search/issues?per_page=100&q=" + urllib.request.quote(q), token)["items"]

    sections = {name: [] for name, _ in GROUPS}
    sections["Other"] = []
    for pr in items:
        labels = {l["name"] for l in pr["labels"]}
        if "skip-changelog" in labels:
            continue
        line = f"- {pr['title']} (#{pr['number']}) @{pr['user']['login']}"
        for name, keys in GROUPS:
            if labels & keys:
                sections[name].append(line)
                break
        else:
            sections["Other"].append(line)

    out = [f"## Changes since {since_tag}", ""]
    for name, lines in sections.items():
        if lines:
            out += [f"### {name}", *lines, ""]
    notes = "\n".join(out)
    print(notes)

    if a.create_draft:
        rel = api(a.api, f"/repos/{a.repo}/releases", token, "POST",
                  {"tag_name": a.create_draft, "name": a.create_draft, "body": notes, "draft": True})
        print(f"\ndraft created: {rel['html_url']}", file=sys.stderr)


if __name__ == "__main__":
    main()
