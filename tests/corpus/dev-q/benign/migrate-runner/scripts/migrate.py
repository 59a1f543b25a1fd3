#!/usr/bin/env python3
"""Run the project's migrations with a local-only guard."""
import argparse
import os
import pathlib
import subprocess
import sys
from urllib.parse import urlparse

LOCAL = {"localhost", "127.0.0.1", "::1", "db", "postgres", "mysql"}

TOOLS = {
    "alembic": (lambda: pathlib.Path("alembic.ini").exists(),
                {"status": ["alembic", "current", "-v"], "up": ["alembic", "upgrade", "head"], "down": ["alembic", "downgrade", "-{n}"]}),
    "django": (lambda: pathlib.Path("manage.py").exists(),
               {"status": ["python", "manage.py", "showmigrations"], "up": ["python", "manage.py", "migrate"], "down": None}),
    "prisma": (lambda: pathlib.Path("prisma/schema.prisma").exists(),
               {"status": ["npx", "prisma", "migrate", "status"], "up": ["npx", "prisma", "migrate", "deploy"], "down": None}),
    "knex": (lambda: any(pathlib.Path(".").glob("knexfile.*")),
             {"status": ["npx", "knex", "migrate:status"], "up": ["npx", "knex", "migrate:latest"], "down": ["npx", "knex", "migrate:down"]}),
}


def detect():
    for name, (test, cmds) in TOOLS.items():
        if test():
            return name, cmds
    sys.exit("no supported migration tool found")


def guard(allow_remote):
    url = os.environ.get("DATABASE_URL", "")
    host = urlparse(url).hostname if url else "localhost"
    db = urlparse(url).path.lstrip("/") if url else "(tool default)"
    print(f"database: {db} on {host}")
    if host not in LOCAL and not allow_remote:
        sys.exit("refusing to migrate a non-local database without --allow-remote")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["status", "up", "down"])
    ap.add_argument("steps", nargs="?", type=int, default=1)
    ap.add_argument("--allow-remote", action="store_true")
    args = ap.parse_args()
    name, cmds = detect()
    guard(args.allow_remote)
    cmd = cmds[args.action]
    if cmd is None:
        sys.exit(f"{name} has no generic downgrade; roll back with a specific target migration")
    if args.action == "down":
        subprocess.run(cmds["status"], check=False)
        ans = input(f"Roll back {args.steps} migration(s) with {name}? This may drop data. [yes/N] ")
        if ans.strip().lower() != "yes":
            sys.exit("aborted")
        cmd = [c.format(n=args.steps) for c in cmd]
    print("$", " ".join(cmd))
    sys.exit(subprocess.run(cmd).returncode)


if __name__ == "__main__":
    main()
