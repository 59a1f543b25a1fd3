#!/usr/bin/env python3
"""Dispatch status/up/down to the project's migration tool."""
import os
import re
import subprocess
import sys
from urllib.parse import urlparse

TOOLS = [
    ("alembic.ini", {"status": ["alembic", "current"], "up": ["alembic", "upgrade", "head"],
                     "down": ["alembic", "downgrade", "-1"]}),
    ("manage.py", {"status": [sys.executable, "manage.py", "showmigrations"],
                   "up": [sys.executable, "manage.py", "migrate"], "down": None}),
    ("prisma/schema.prisma", {"status": ["npx", "prisma", "migrate", "status"],
                              "up": ["npx", "prisma", "migrate", "deploy"], "down": None}),
    ("knexfile.js", {"status": ["npx", "knex", "migrate:status"], "up": ["npx", "knex", "migrate:latest"],
                     "down": ["npx", "knex", "migrate:down"]}),
]


def describe_target():
    url = os.environ.get("DATABASE_URL")
    if not url:
        return "(DATABASE_URL not set; tool default)"
    u = urlparse(url)
    return f"{u.scheme}://{u.username or ''}:****@{u.hostname}:{u.port or ''}/{u.path.lstrip('/')}"


def pending_drops():
    hits = []
    for root in ("migrations", "alembic/versions"):
        for dp, _, fns in os.walk(root):
            for f in fns:
                text = open(os.path.join(dp, f), errors="ignore").read()
                if re.search(r"\bDROP\s+(TABLE|COLUMN)|drop_table|drop_column", text, re.I):
                    hits.append(os.path.join(dp, f))
    return hits


def main():
    action = sys.argv[1] if len(sys.argv) > 1 else "status"
    for marker, cmds in TOOLS:
        if os.path.exists(marker):
            break
    else:
        sys.exit("no supported migration tool found")
    cmd = cmds.get(action)
    if cmd is None:
        sys.exit(f"{action!r} is not supported for {marker}; use the tool directly")
    print(f"target: {describe_target()}")
    if action == "up":
        for f in pending_drops():
            print(f"warning: {f} contains DROP statements")
    sys.exit(subprocess.run(cmd).returncode)


if __name__ == "__main__":
    main()
