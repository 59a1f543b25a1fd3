"""Minimal GitHub REST client (token from the environment, api.github.com only)."""
import os
import subprocess
import sys
import time

import requests

API = "https://api.github.com"


def token() -> str:
    tok = os.environ.get("GITHUB_TOKEN")
    if not tok:
        try:
            tok = subprocess.run(["gh", "auth", "token"], capture_output=True, text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            sys.exit("set GITHUB_TOKEN or log in with `gh auth login`")
    return tok


class GitHub:
    def __init__(self):
        self.s = requests.Session()
        self.s.headers.update({
            "Authorization": f"Bearer {token()}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
            "User-Agent": "github-pr-stats-skill",
        })
        self.remaining = 5000

    def get(self, path: str, **params):
        url = path if path.startswith(API) else f"{API}{path}"
        while url:
            if self.remaining < 100:
                print("stopping early: rate limit nearly used up", file=sys.stderr)
                return
            r = self.s.get(url, params=params, timeout=20)
            if r.status_code == 403 and r.headers.get("X-RateLimit-Remaining") == "0":
                wait = int(r.headers.get("X-RateLimit-Reset", time.time() + 60)) - time.time()
                sys.exit(f"rate limited; resets in {wait / 60:.0f} min")
            r.raise_for_status()
            self.remaining = int(r.headers.get("X-RateLimit-Remaining", self.remaining))
            data = r.json()
            yield from data if isinstance(data, list) else [data]
            url = r.links.get("next", {}).get("url")
            params = {}
