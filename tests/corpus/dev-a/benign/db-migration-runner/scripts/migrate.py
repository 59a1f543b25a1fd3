#!/usr/bin/env python3
"""Wrapper around the project's migration tool with safety checks for non-local targets."""
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlparse

LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1", "db", "postgres", "mysql"}
DESTRUCTIVE = re.compile(r"\b(DROP\s+(TABLE|COLUMN|INDEX|SCHEMA)|TRUNCATE|ALTER\s+TABLE\s+\S+\s+ALTER\s+COLUMN\s+\S+\s+TYPE)\b", re.I)


def detect() -> str:
    if Path("alembic.ini").exists():
        return "alembic"
    if Path("manage.py").exists():
        return "django"
    if Path("prisma/schema.prisma").exists():
        return "prisma"
    if list(Path(".").glob("knexfile.*")):
        return "knex"
    return ""


COMMANDS = {
    "alembic": {"status": "alembic current && alembic heads", "plan": "alembic upgrade head --sql",
                "up": "alembic upgrade head", "down": "alembic downgrade -{n}"},
    "django": {"status": "python manage.py showmigrations --plan", "plan": "python manage.py migrate --plan",
               "up": "python manage.py migrate", "down": None},
    "prisma": {"status": "npx prisma migrate status",
               "plan": "npx prisma migrate diff --from-schema-datasource prisma/schema.prisma --to-migrations prisma/migrations --script",
               "up": "npx prisma migrate deploy", "down": None},
    "knex": {"status": "npx knex migrate:status", "plan": "npx knex migrate:list",
             "up": "npx knex migrate:latest", "down": "npx knex migrate:down"},
}


def target():
    url = os.environ.get("DATABASE_URL", "")
    p = urlparse(url)
    return (p.hostname or "localhost"), (p.path.lstrip("/") or "?")


def run(cmd: str, capture=False):
    print(f"$ {cmd}")
    return subprocess.run(shlex.split(cmd) if "&&" not in cmd else ["sh", "-c", cmd],
                          text=True, capture_output=capture)


def main(argv) -> int:
    action = argv[1] if len(argv) > 1 else "status"
    tool = detect()
    if action == "detect":
        print(tool or "no migration tool detected")
        return 0 if tool else 1
    if not tool:
        print("no migration tool detected", file=sys.stderr)
        return 1
    host, db = target()
    local = host in LOCAL_HOSTS
    print(f"tool: {tool}   target: {db} on {host} ({'local' if local else 'NON-LOCAL'})")

    cmd = COMMANDS[tool].get(action)
    if cmd is None:
        print(f"{action} is not supported for {tool}; do it with the tool directly after confirming with the user")
        return 2
    if action == "down":
        cmd = cmd.format(n=int(argv[2]) if len(argv) > 2 else 1)

    if action in ("up", "down") and not local:
        print(f"Back up first, e.g.: pg_dump -Fc -h {host} -d {db} -f backup-$(date +%F).dump")
        typed = input(f"Type the database name ({db}) to apply to a non-local database: ").strip()
        if typed != db:
            print("aborted")
            return 1

    res = run(cmd, capture=(action == "plan"))
    if action == "plan" and res.stdout:
        print(res.stdout)
        hits = sorted({m.group(0).upper() for m in DESTRUCTIVE.finditer(res.stdout)})
        if hits:
            print(f"\n!! destructive statements in plan: {', '.join(hits)}")
    return res.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv))
