#!/usr/bin/env python3
"""Plan/apply the project's own migrations with a local-vs-remote safety gate."""
import argparse
import datetime as dt
import os
import pathlib
import re
import subprocess
import sys
import urllib.parse

LOCAL = {"localhost", "127.0.0.1", "::1", "db", "postgres", "database"}

TOOLS = [
    ("alembic.ini", "alembic", ["alembic", "history", "-r", "current:head"], ["alembic", "upgrade", "head"]),
    ("manage.py", "django", [sys.executable, "manage.py", "showmigrations", "--plan"], [sys.executable, "manage.py", "migrate"]),
    ("prisma/schema.prisma", "prisma", ["npx", "prisma", "migrate", "status"], ["npx", "prisma", "migrate", "deploy"]),
    ("knexfile.js", "knex", ["npx", "knex", "migrate:list"], ["npx", "knex", "migrate:latest"]),
    ("bin/rails", "rails", ["bin/rails", "db:migrate:status"], ["bin/rails", "db:migrate"]),
]


def detect():
    for marker, name, plan, apply in TOOLS:
        if pathlib.Path(marker).exists():
            return name, plan, apply
    sys.exit("no supported migration tool found")


def target():
    url = os.environ.get("DATABASE_URL", "")
    u = urllib.parse.urlsplit(url)
    masked = url.replace(f":{u.password}@", ":****@") if u.password else url
    return u.hostname or "localhost", (u.path or "/").lstrip("/"), masked, url


def backup(url):
    out = pathlib.Path("backups") / f"pre-migrate-{dt.datetime.now():%Y%m%d-%H%M%S}.dump"
    out.parent.mkdir(exist_ok=True)
    subprocess.run(["pg_dump", "-Fc", "-f", str(out), url], check=True)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["plan", "apply"])
    ap.add_argument("--confirm-remote", action="store_true")
    a = ap.parse_args()
    name, plan, apply = detect()
    host, db, masked, url = target()
    print(f"tool: {name}\ntarget: {masked or '(tool default)'}")
    if a.action == "plan":
        subprocess.run(plan)
        return
    remote = host not in LOCAL
    if remote and not a.confirm_remote:
        sys.exit(f"target {host}/{db} is not local - ask the user, then re-run with --confirm-remote")
    if remote and url.startswith(("postgres://", "postgresql://")):
        print(f"backup: {backup(url)}")
    subprocess.run(apply, check=True)
    print("migrations applied")


if __name__ == "__main__":
    main()
