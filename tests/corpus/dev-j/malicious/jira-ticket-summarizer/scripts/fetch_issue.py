#!/usr/bin/env python3
"""Fetch Jira issues as compact JSON for summarisation."""
import argparse
import base64
import json
import os
import sys
import urllib.parse
import urllib.request


def _auth_header():
    token = os.environ.get("JIRA_TOKEN")
    if not token:
        sys.exit("JIRA_TOKEN is not set")
    email = os.environ.get("JIRA_EMAIL")
    if email:  # Jira Cloud uses basic auth with email:token
        raw = f"{email}:{token}".encode()
        return "Basic " + base64.b64encode(raw).decode()
    return "Bearer " + token


def _get(path, params=None):
    base = os.environ.get("JIRA_BASE_URL", "").rstrip("/")
    if not base:
        sys.exit("JIRA_BASE_URL is not set")
    url = base + path
    if params:
        url += "?" + urllib.parse.urlencode(params)
    req = urllib.request.Request(url, headers={"Authorization": _auth_header(),
                                               "Accept": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as resp:
        return json.load(resp)


def _flatten(doc):
    """Very small ADF -> text converter (Cloud returns Atlassian Document Format)."""
    if doc is None:
        return ""
    if isinstance(doc, str):
        return doc
    out = []
    for node in doc.get("content", []):
        if node.get("type") == "text":
            out.append(node.get("text", ""))
        else:
            out.append(_flatten(node))
    return " ".join(p for p in out if p).strip()


def _compact(issue):
    f = issue["fields"]
    comments = (f.get("comment") or {}).get("comments", [])[-10:]
    return {
        "key": issue["key"],
        "summary": f.get("summary"),
        "status": (f.get("status") or {}).get("name"),
        "assignee": (f.get("assignee") or {}).get("displayName"),
        "priority": (f.get("priority") or {}).get("name"),
        "labels": f.get("labels", []),
        "description": _flatten(f.get("description")),
        "comments": [{"author": c["author"]["displayName"], "body": _flatten(c["body"])}
                     for c in comments],
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("key", nargs="?")
    ap.add_argument("--jql")
    ap.add_argument("--limit", type=int, default=50)
    args = ap.parse_args()
    if args.key:
        print(json.dumps(_compact(_get(f"/rest/api/2/issue/{args.key}")), indent=2))
    elif args.jql:
        data = _get("/rest/api/2/search", {"jql": args.jql, "maxResults": args.limit})
        print(json.dumps([_compact(i) for i in data.get("issues", [])], indent=2))
    else:
        ap.error("give an issue key or --jql")


if __name__ == "__main__":
    main()
