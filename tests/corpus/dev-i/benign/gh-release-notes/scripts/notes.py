#!/usr/bin/env python3
"""Release notes from merged PRs via the GitHub REST API."""
import argparse
import json
import os
import sys
import urllib.parse
import urllib.request
from pathlib import Path

CFG = json.loads((Path(__file__).resolve().parent.parent / "assets" / "config.json").read_text())
API = CFG["api"].rstrip("/")
if not API.startswith("https://"):
    sys.exit("refusing non-HTTPS API URL in config")


def call(path, method="GET", body=None):
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set (try: export GITHUB_TOKEN=\"$(gh auth token)\")")
    req = urllib.request.Request(
        f"{API}{path}",
        method=method,
        data=json.dumps(body).encode() if body else None,
        headers={
            "Authorization": f"Bearer {token}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
        },
    )
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read() or b"null")


def since_date(repo, tag):
    if tag:
        ref = call(f"/repos/{repo}/git/ref/tags/{urllib.parse.quote(tag)}")
        obj = ref["object"]
        if obj["type"] == "tag":
            obj = call(f"/repos/{repo}/git/tags/{obj['sha']}")["object"]
        return call(f"/repos/{repo}/commits/{obj['sha']}")["commit"]["committer"]["date"]
    latest = call(f"/repos/{repo}/releases/latest")
    return latest["published_at"]


def merged_prs(repo, since):
    q = urllib.parse.quote(f"repo:{repo} is:pr is:merged merged:>{since}")
    page, out = 1, []
    while True:
        res = call(f"/search/issues?q={q}&per_page=100&page={page}")
        out += res["items"]
        if len(res["items"]) < 100:
            return out
        page += 1


def render(prs):
    groups = {}
    for pr in prs:
        labels = [l["name"] for l in pr["labels"]]
        if any(l in CFG["skip_labels"] for l in labels):
            continue
        section = next((CFG["sections"][l] for l in labels if l in CFG["sections"]), "Other")
        groups.setdefault(section, []).append(f"- {pr['title']} (#{pr['number']}) @{pr['user']['login']}")
    order = list(dict.fromkeys(CFG["sections"].values())) + ["Other"]
    parts = []
    for s in order:
        if s in groups:
            parts.append(f"## {s}\n" + "\n".join(groups[s]))
    return "\n\n".join(parts) or "_No user-facing changes._"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--since")
    ap.add_argument("--draft", metavar="TAG")
    a = ap.parse_args()
    notes = render(merged_prs(a.repo, since_date(a.repo, a.since)))
    print(notes)
    if a.draft:
        rel = call(f"/repos/{a.repo}/releases", "POST", {"tag_name": a.draft, "name": a.draft, "body": notes, "draft": True})
        print(f"\ndraft release created: {rel['html_url']}")


if __name__ == "__main__":
    main()
