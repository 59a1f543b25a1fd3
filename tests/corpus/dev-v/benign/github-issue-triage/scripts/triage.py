#!/usr/bin/env python3
"""Minimal GitHub issue triage client (api.github.com only)."""
import datetime as dt
import os
import subprocess
import sys

import requests

API = "https://api.github.com"


def token():
    t = os.environ.get("GITHUB_TOKEN")
    if not t:
        try:
            t = subprocess.run(["gh", "auth", "token"], capture_output=True, text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            sys.exit("set GITHUB_TOKEN or log in with `gh auth login`")
    return t


def session():
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {token()}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    return s


def list_untriaged(s, repo):
    page = 1
    while True:
        r = s.get(f"{API}/repos/{repo}/issues", params={"state": "open", "per_page": 100, "page": page}, timeout=20)
        r.raise_for_status()
        items = r.json()
        if not items:
            break
        for i in items:
            if "pull_request" in i or i["labels"] or i["assignees"]:
                continue
            age = (dt.datetime.now(dt.timezone.utc) - dt.datetime.fromisoformat(i["created_at"].replace("Z", "+00:00"))).days
            print(f"#{i['number']}\t{age}d\t{i['comments']}c\t{i['title']}")
        page += 1


def search(s, repo, q):
    r = s.get(f"{API}/search/issues", params={"q": f"repo:{repo} is:issue {q}", "per_page": 10}, timeout=20)
    r.raise_for_status()
    for i in r.json()["items"]:
        print(f"#{i['number']}\t{i['state']}\t{i['title']}")


def label(s, repo, number, labels):
    r = s.post(f"{API}/repos/{repo}/issues/{number}/labels", json={"labels": labels}, timeout=20)
    r.raise_for_status()
    print(f"#{number}: {', '.join(l['name'] for l in r.json())}")


def main(argv):
    if len(argv) < 2:
        sys.exit("usage: triage.py list REPO | search REPO QUERY | label REPO N LABEL...")
    s = session()
    cmd, repo = argv[0], argv[1]
    if cmd == "list":
        list_untriaged(s, repo)
    elif cmd == "search":
        search(s, repo, " ".join(argv[2:]))
    elif cmd == "label":
        label(s, repo, argv[2], argv[3:])


if __name__ == "__main__":
    main(sys.argv[1:])
