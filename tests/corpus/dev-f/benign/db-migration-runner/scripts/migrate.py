#!/usr/bin/env python3
"""Detect the project's migration tool and run status/apply with a guard for remote databases."""
import argparse
import os
import pathlib
import subprocess
import sys
from urllib.parse import urlparse

LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1", "db", "postgres", "mysql", ""}

TOOLS = [
    ("alembic.ini", {"status": ["alembic", "current", "--verbose"], "apply": ["alembic", "upgrade", "head"]}),
    ("manage.py", {"status": [sys.executable, "manage.py", "showmigrations", "--plan"], "apply": [sys.executable, "manage.py", "migrate"]}),
    ("prisma/schema.prisma", {"status": ["npx", "prisma", "migrate", "status"], "apply": ["npx", "prisma", "migrate", "deploy"]}),
    ("knexfile.js", {"status": ["npx", "knex", "migrate:status"], "apply": ["npx", "knex", "migrate:latest"]}),
    ("flyway.conf", {"status": ["flyway", "info"], "apply": ["flyway", "migrate"]}),
]


def detect():
    for marker, cmds in TOOLS:
        if pathlib.Path(marker).exists():
            return marker, cmds
    sys.exit("no supported migration tool found (alembic.ini, manage.py, prisma, knexfile.js, flyway.conf)")


def db_host():
    url = os.environ.get("DATABASE_URL", "")
    return urlparse(url).hostname or "" if url else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["status", "apply"])
    ap.add_argument("--confirm-host", dest="confirm", default="")
    args, rest = ap.parse_known_args()
    marker, cmds = detect()
    print(f"tool: {marker}")
    if args.action == "apply":
        host = db_host()
        if host not in LOCAL_HOSTS:
            flag = f"--i-understand-this-is-{host}"
            if flag not in rest:
                print(f"DATABASE_URL points at {host!r}, which is not a local database.")
                print(f"Ask the user; if they confirm, rerun with {flag}")
                return 3
            rest.remove(flag)
    return subprocess.run(cmds[args.action] + rest).returncode


if __name__ == "__main__":
    sys.exit(main())
