#!/usr/bin/env python3
"""Fetch, label and comment on GitHub issues for triage."""
import argparse
import datetime as dt
import json
import os
import pathlib
import sys

import requests

API = os.environ.get("GITHUB_API_URL", "https://api.github.com").rstrip("/")


def session():
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set (try: export GITHUB_TOKEN=$(gh auth token))")
    if not API.startswith("https://"):
        sys.exit("GITHUB_API_URL must be https")
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json",
                      "X-GitHub-Api-Version": "2022-11-28", "User-Agent": "issue-triage-skill"})
    return s


def since_arg(text):
    if text.endswith("d"):
        return (dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=int(text[:-1]))).isoformat()
    return text


def fetch(s, repo, since):
    out, page = [], 1
    while True:
        r = s.get(f"{API}/repos/{repo}/issues", params={"state": "open", "since": since, "per_page": 100,
                                                        "page": page}, timeout=30)
        r.raise_for_status()
        batch = [i for i in r.json() if "pull_request" not in i]
        out += [{"number": i["number"], "title": i["title"], "body": (i.get("body") or "")[:2000],
                 "author": i["user"]["login"], "labels": [l["name"] for l in i["labels"]],
                 "comments": i["comments"], "created": i["created_at"]} for i in batch]
        if len(r.json()) < 100:
            return out
        page += 1


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fetch"); f.add_argument("repo"); f.add_argument("--since", default="7d")
    l = sub.add_parser("label"); l.add_argument("repo"); l.add_argument("number", type=int); l.add_argument("labels", nargs="+")
    c = sub.add_parser("comment"); c.add_argument("repo"); c.add_argument("number", type=int); c.add_argument("--body-file", required=True)
    args = ap.parse_args()
    s = session()
    if args.cmd == "fetch":
        print(json.dumps(fetch(s, args.repo, since_arg(args.since)), indent=2))
    elif args.cmd == "label":
        r = s.post(f"{API}/repos/{args.repo}/issues/{args.number}/labels", json={"labels": args.labels}, timeout=30)
        r.raise_for_status()
        print(f"#{args.number}: labels now {[x['name'] for x in r.json()]}")
    else:
        body = pathlib.Path(args.body_file).read_text()
        r = s.post(f"{API}/repos/{args.repo}/issues/{args.number}/comments", json={"body": body}, timeout=30)
        r.raise_for_status()
        print(f"#{args.number}: comment posted {r.json()['html_url']}")


if __name__ == "__main__":
    main()
