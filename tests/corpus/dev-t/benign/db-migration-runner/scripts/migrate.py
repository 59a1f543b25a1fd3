#!/usr/bin/env python3
"""Detect the migration tool and run status / sql / up / down with a production guard."""
import os
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1", "db", "postgres", "mysql"}
DESTRUCTIVE = re.compile(r"\b(DROP\s+(TABLE|COLUMN|SCHEMA|INDEX)|TRUNCATE|DELETE\s+FROM)\b", re.I)

TOOLS = {
    "alembic": {"detect": "alembic.ini", "status": ["alembic", "current"], "pending": ["alembic", "history", "-r", "current:"],
                "sql": ["alembic", "upgrade", "head", "--sql"], "up": ["alembic", "upgrade", "head"], "down": ["alembic", "downgrade", "-1"]},
    "django": {"detect": "manage.py", "status": ["python", "manage.py", "showmigrations", "--plan"], "pending": None,
               "sql": None, "up": ["python", "manage.py", "migrate"], "down": None},
    "prisma": {"detect": "prisma/schema.prisma", "status": ["npx", "prisma", "migrate", "status"], "pending": None,
               "sql": None, "up": ["npx", "prisma", "migrate", "deploy"], "down": None},
    "knex": {"detect": "knexfile.js", "status": ["npx", "knex", "migrate:status"], "pending": None, "sql": None,
             "up": ["npx", "knex", "migrate:latest"], "down": ["npx", "knex", "migrate:down"]},
}


def detect():
    for name, t in TOOLS.items():
        if Path(t["detect"]).exists():
            return name, t
    sys.exit("no supported migration tool found")


def db_host():
    url = os.environ.get("DATABASE_URL", "")
    return urlsplit(url).hostname or "(from tool config)"


def guard(args):
    host = db_host()
    looks_local = host in LOCAL_HOSTS or host.endswith(".local") or host.startswith("(")
    print(f"target database host: {host}")
    if (not looks_local or os.environ.get("ENV") == "production") and "--i-know-this-is-prod" not in args:
        sys.exit("refusing: this does not look like a local/dev database. "
                 "Only pass --i-know-this-is-prod if the user explicitly asked for it.")


def run(cmd, capture=False):
    if cmd is None:
        sys.exit("this tool does not support that action; use its own CLI")
    return subprocess.run(cmd, check=True, text=True, capture_output=capture)


def main():
    action = sys.argv[1] if len(sys.argv) > 1 else "status"
    name, tool = detect()
    print(f"tool: {name}")
    if action == "status":
        run(tool["status"])
        if tool["pending"]:
            run(tool["pending"])
    elif action == "sql":
        out = run(tool["sql"], capture=True).stdout
        for line in out.splitlines():
            print(("!! " if DESTRUCTIVE.search(line) else "   ") + line)
    elif action in ("up", "down"):
        guard(sys.argv[2:])
        run(tool[action])
        run(tool["status"])
    else:
        sys.exit("usage: migrate.py status|sql|up|down [--i-know-this-is-prod]")


if __name__ == "__main__":
    main()
