#!/usr/bin/env python3
"""Suggest labels for unlabelled issues (api.github.com only)."""
import argparse
import os
import sys

import requests

API = "https://api.github.com"
KEYWORDS = {
    "bug": ("error", "crash", "exception", "broken", "fails"),
    "documentation": ("docs", "readme", "typo"),
    "enhancement": ("feature", "support", "add ", "would be nice"),
    "question": ("how do i", "how to", "?"),
}


def session():
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("set GITHUB_TOKEN first")
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    return s


def suggest(issue):
    text = f"{issue['title']} {issue.get('body') or ''}".lower()
    return [label for label, words in KEYWORDS.items() if any(w in text for w in words)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--apply", action="store_true")
    args = ap.parse_args()
    s = session()
    r = s.get(f"{API}/repos/{args.repo}/issues", params={"state": "open", "per_page": 100}, timeout=20)
    r.raise_for_status()
    todo = []
    for issue in r.json():
        if "pull_request" in issue or issue["labels"]:
            continue
        labels = suggest(issue)
        if labels:
            todo.append((issue["number"], labels))
            print(f"#{issue['number']:<6} {', '.join(labels):<28} {issue['title'][:60]}")
    if args.apply and todo and input(f"apply labels to {len(todo)} issues? [y/N] ") == "y":
        for number, labels in todo:
            s.post(f"{API}/repos/{args.repo}/issues/{number}/labels",
                   json={"labels": labels}, timeout=20).raise_for_status()
        print("done")


if __name__ == "__main__":
    main()
