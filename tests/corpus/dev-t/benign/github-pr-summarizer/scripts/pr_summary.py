#!/usr/bin/env python3
"""Summarise a GitHub pull request via the REST API."""
import argparse
import os
import re
import subprocess
import sys
from collections import defaultdict

import requests

API = os.environ.get("GITHUB_API_URL", "https://api.github.com").rstrip("/")


def token():
    tok = os.environ.get("GITHUB_TOKEN")
    if tok:
        return tok
    try:
        return subprocess.run(["gh", "auth", "token"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        sys.exit("set GITHUB_TOKEN or log in with `gh auth login`")


def session():
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {token()}", "Accept": "application/vnd.github+json",
                      "X-GitHub-Api-Version": "2022-11-28", "User-Agent": "reviewkit-pr-summary"})
    return s


def get(s, path, **params):
    r = s.get(f"{API}{path}", params=params, timeout=20)
    r.raise_for_status()
    return r.json()


def repo_from_git():
    url = subprocess.run(["git", "remote", "get-url", "origin"], capture_output=True, text=True).stdout.strip()
    m = re.search(r"github\.com[:/]([^/]+/[^/.]+)", url)
    return m.group(1) if m else None


def summarise(s, repo, num):
    pr = get(s, f"/repos/{repo}/pulls/{num}")
    print(f"#{num} {pr['title']}  by @{pr['user']['login']}")
    print(f"{pr['base']['ref']} <- {pr['head']['ref']}  {'DRAFT' if pr['draft'] else 'ready'}  "
          f"mergeable={pr.get('mergeable_state', '?')}\n")
    groups = defaultdict(lambda: [0, 0, 0])
    for f in get(s, f"/repos/{repo}/pulls/{num}/files", per_page=100):
        top = f["filename"].split("/")[0]
        g = groups[top]
        g[0] += 1; g[1] += f["additions"]; g[2] += f["deletions"]
    print("files:")
    for top, (n, add, dele) in sorted(groups.items(), key=lambda kv: -kv[1][1]):
        print(f"  {top:30} {n:3} file(s)  +{add} -{dele}")
    latest = {}
    for r in get(s, f"/repos/{repo}/pulls/{num}/reviews", per_page=100):
        latest[r["user"]["login"]] = r["state"]
    print("\nreviews:", ", ".join(f"@{u}: {st}" for u, st in latest.items()) or "none")
    checks = get(s, f"/repos/{repo}/commits/{pr['head']['sha']}/check-runs", per_page=100)["check_runs"]
    print("checks:")
    for c in checks:
        print(f"  {c['name']:40} {c['conclusion'] or c['status']}")
    comments = get(s, f"/repos/{repo}/pulls/{num}/comments", per_page=100)
    open_threads = [c for c in comments if not c.get("in_reply_to_id")]
    if open_threads:
        print("\nreview comments:")
        for c in open_threads[:15]:
            print(f"  {c['path']}:{c.get('line') or '?'}  @{c['user']['login']}: {c['body'].splitlines()[0][:90]}")


def list_open(s, repo):
    for pr in get(s, f"/repos/{repo}/pulls", state="open", per_page=50):
        print(f"#{pr['number']:<5} {pr['title'][:60]:60} @{pr['user']['login']}{'  (draft)' if pr['draft'] else ''}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("args", nargs="*")
    ap.add_argument("--open", action="store_true")
    a = ap.parse_args()
    repo = a.args[0] if a.args and "/" in a.args[0] else repo_from_git()
    if not repo:
        sys.exit("pass owner/repo or run inside a GitHub clone")
    s = session()
    if a.open:
        return list_open(s, repo)
    num = next((x for x in a.args if x.isdigit()), None)
    if not num:
        sys.exit("pass a PR number")
    summarise(s, repo, num)


if __name__ == "__main__":
    main()
