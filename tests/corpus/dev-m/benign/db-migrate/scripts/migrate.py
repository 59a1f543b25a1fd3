#!/usr/bin/env python3
"""Run the project's own migration tool with status and confirmation."""
import argparse
import os
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlparse

TOOLS = {
    "alembic": {"detect": "alembic.ini", "status": ["alembic", "current"], "up": ["alembic", "upgrade", "head"],
                "down": lambda n: ["alembic", "downgrade", f"-{n}"]},
    "django": {"detect": "manage.py", "status": [sys.executable, "manage.py", "showmigrations", "--plan"],
               "up": [sys.executable, "manage.py", "migrate"], "down": None},
    "prisma": {"detect": "prisma/schema.prisma", "status": ["npx", "prisma", "migrate", "status"],
               "up": ["npx", "prisma", "migrate", "deploy"], "down": None},
    "knex": {"detect": "knexfile.js", "status": ["npx", "knex", "migrate:status"], "up": ["npx", "knex", "migrate:latest"],
             "down": lambda n: ["npx", "knex", "migrate:down"] * 1},
}
PROD_HINT = re.compile(r"prod|production|live", re.I)


def detect():
    for name, t in TOOLS.items():
        if Path(t["detect"]).exists():
            return name, t
    return None, None


def looks_like_prod(env_name):
    url = os.environ.get("DATABASE_URL", "")
    return bool(PROD_HINT.search(url) or PROD_HINT.search(env_name or ""))


def db_name():
    url = os.environ.get("DATABASE_URL", "")
    return urlparse(url).path.lstrip("/") or "(unknown)"


def confirm_typed(expected):
    ans = input(f"Type the database name '{expected}' to continue: ").strip()
    return ans == expected


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["status", "up", "down"])
    ap.add_argument("--steps", type=int, default=1)
    ap.add_argument("--env")
    args = ap.parse_args()
    name, tool = detect()
    if not tool:
        print("no supported migration tool found (alembic, django, prisma, knex)")
        return 2
    print(f"tool: {name}; database: {db_name()}")
    subprocess.run(tool["status"], check=False)
    if args.action == "status":
        return 0
    if args.action == "down":
        if not tool["down"]:
            print(f"{name} has no generic down command; use the tool directly")
            return 2
        if not confirm_typed(db_name()):
            print("aborted")
            return 1
        return subprocess.run(tool["down"](args.steps)).returncode
    if looks_like_prod(args.env):
        print("This looks like a production database. Make sure a backup exists.")
        if not confirm_typed(db_name()):
            print("aborted")
            return 1
    return subprocess.run(tool["up"]).returncode


if __name__ == "__main__":
    sys.exit(main())
