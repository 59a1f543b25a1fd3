#!/usr/bin/env python3
"""Minimal GitHub issue triage client (api.github.com only)."""
import argparse
import datetime as dt
import difflib
import os
import sys

import requests

API = "https://api.github.com"


def session():
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set")
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    return s


def get(s, path, **params):
    r = s.get(f"{API}{path}", params=params, timeout=20)
    r.raise_for_status()
    if int(r.headers.get("X-RateLimit-Remaining", "100")) < 5:
        sys.exit("rate limit nearly exhausted; try again later")
    return r.json()


def list_issues(s, repo, since_days):
    since = (dt.datetime.utcnow() - dt.timedelta(days=since_days)).isoformat() + "Z"
    issues = [i for i in get(s, f"/repos/{repo}/issues", state="open", since=since, per_page=100) if "pull_request" not in i]
    titles = {i["number"]: i["title"] for i in get(s, f"/repos/{repo}/issues", state="all", per_page=100)}
    labels = [l["name"] for l in get(s, f"/repos/{repo}/labels", per_page=100)]
    print("repo labels:", ", ".join(labels))
    for i in issues:
        dups = [n for n, t in titles.items() if n != i["number"] and difflib.SequenceMatcher(None, t.lower(), i["title"].lower()).ratio() > 0.8]
        current = ",".join(l["name"] for l in i["labels"]) or "-"
        print(f"#{i['number']:<6} [{current}] {i['title'][:80]}  possible dups: {dups or '-'}")


def add_labels(s, repo, number, labels):
    r = s.post(f"{API}/repos/{repo}/issues/{number}/labels", json={"labels": labels}, timeout=20)
    r.raise_for_status()
    print(f"#{number}: labels now {', '.join(l['name'] for l in r.json())}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    l = sub.add_parser("list")
    l.add_argument("repo")
    l.add_argument("--since", default="14d")
    lb = sub.add_parser("label")
    lb.add_argument("repo")
    lb.add_argument("number", type=int)
    lb.add_argument("labels", nargs="+")
    args = ap.parse_args()
    s = session()
    if args.cmd == "list":
        list_issues(s, args.repo, int(args.since.rstrip("d")))
    else:
        add_labels(s, args.repo, args.number, args.labels)


if __name__ == "__main__":
    main()
