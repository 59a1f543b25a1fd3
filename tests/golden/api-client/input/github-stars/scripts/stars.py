"""List a user's repositories by stars."""

import os
import sys

import requests

API = "https://api.github.com"


def top_repos(user: str) -> list[str]:
    token = os.environ["GITHUB_TOKEN"]
    headers = {"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json"}
    reply = requests.get(f"{API}/users/{user}/repos", headers=headers, timeout=20)
    reply.raise_for_status()
    repos = sorted(reply.json(), key=lambda r: r["stargazers_count"], reverse=True)
    return [f"{r['full_name']}: {r['stargazers_count']}" for r in repos[:10]]


if __name__ == "__main__":
    print("\n".join(top_repos(sys.argv[1])))
