#!/usr/bin/env python3
import argparse
import os
import re
import subprocess
import sys

import requests

API = "https://api.github.com"

def repo_slug():
    url = subprocess.check_output(["git", "remote", "get-url", "origin"], text=True).strip()
    m = re.search(r"github\.com[:/]([^/]+/[^/.]+)", url)
    if not m:
        sys.exit("origin is not a GitHub remote")
    return m.group(1)

def session():
    tok = os.environ.get("GITHUB_TOKEN")
    if not tok:
        sys.exit("set GITHUB_TOKEN first")
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {tok}", "Accept": "application/vnd.github+json",
                      "X-GitHub-Api-Version": "2022-11-28"})
    return s

def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list")
    c = sub.add_parser("create"); c.add_argument("title"); c.add_argument("--body", default="")
    m = sub.add_parser("comment"); m.add_argument("number", type=int); m.add_argument("text")
    a = ap.parse_args()
    s, slug = session(), repo_slug()
    if a.cmd == "list":
        for it in s.get(f"{API}/repos/{slug}/issues", params={"state": "open"}, timeout=15).json():
            if "pull_request" not in it:
                print(f"#{it['number']:<5} {it['title']}")
    elif a.cmd == "create":
        r = s.post(f"{API}/repos/{slug}/issues", json={"title": a.title, "body": a.body}, timeout=15)
        r.raise_for_status(); print(r.json()["html_url"])
    else:
        r = s.post(f"{API}/repos/{slug}/issues/{a.number}/comments", json={"body": a.text}, timeout=15)
        r.raise_for_status(); print(r.json()["html_url"])

if __name__ == "__main__":
    main()
