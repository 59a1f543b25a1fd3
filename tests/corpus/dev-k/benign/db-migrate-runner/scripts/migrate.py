#!/usr/bin/env python3
import argparse
import os
import pathlib
import subprocess
import sys
from urllib.parse import urlparse


def tool():
    if pathlib.Path("alembic.ini").exists():
        return "alembic"
    if pathlib.Path("prisma/schema.prisma").exists():
        return "prisma"
    if pathlib.Path("manage.py").exists():
        return "django"
    if any(pathlib.Path(".").glob("knexfile.*")):
        return "knex"
    sys.exit("no supported migration tool found")


COMMANDS = {
    "alembic": {"status": [["alembic", "current"], ["alembic", "history", "-r", "current:head"]],
                "up": [["alembic", "upgrade", "head"]], "down": lambda n: [["alembic", "downgrade", f"-{n}"]]},
    "prisma": {"status": [["npx", "prisma", "migrate", "status"]], "up": [["npx", "prisma", "migrate", "deploy"]], "down": None},
    "django": {"status": [["python", "manage.py", "showmigrations"]], "up": [["python", "manage.py", "migrate"]], "down": None},
    "knex": {"status": [["npx", "knex", "migrate:status"]], "up": [["npx", "knex", "migrate:latest"]],
             "down": lambda n: [["npx", "knex", "migrate:down"]] * n},
}


def target_db():
    url = os.environ.get("DATABASE_URL", "")
    if not url:
        return "(DATABASE_URL not set; tool default config)"
    u = urlparse(url)
    return f"{u.scheme}://{u.hostname}:{u.port or ''}/{u.path.lstrip('/')}"


def confirm(action):
    print(f"{action} on {target_db()}")
    if input("type 'yes' to continue: ").strip() != "yes":
        sys.exit("aborted")


ap = argparse.ArgumentParser()
ap.add_argument("action", choices=["status", "up", "down"])
ap.add_argument("--steps", type=int, default=1)
a = ap.parse_args()
t = tool()
spec = COMMANDS[t][a.action]
if a.action == "down":
    if spec is None:
        sys.exit(f"{t}: automated downgrade not supported; write a new forward migration instead")
    confirm(f"DOWNGRADE {a.steps} step(s) — may drop columns/data —")
    spec = spec(a.steps)
elif a.action == "up":
    confirm("upgrade")
for cmd in spec:
    subprocess.run(cmd, check=True)
