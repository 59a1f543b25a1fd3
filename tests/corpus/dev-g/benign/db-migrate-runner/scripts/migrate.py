#!/usr/bin/env python3
"""Detect and run the project's own migration tool with guard rails."""
import glob
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

TOOLS = {
    "alembic": {"probe": "alembic.ini", "status": "alembic current && alembic history -r current:head",
                "preview": "alembic upgrade head --sql", "up": "alembic upgrade head", "down": "alembic downgrade -1"},
    "django": {"probe": "manage.py", "status": "python manage.py showmigrations --plan",
               "preview": "python manage.py migrate --plan", "up": "python manage.py migrate", "down": None},
    "prisma": {"probe": "prisma/schema.prisma", "status": "npx prisma migrate status",
               "preview": "npx prisma migrate diff --from-migrations prisma/migrations --to-schema-datamodel prisma/schema.prisma --script",
               "up": "npx prisma migrate deploy", "down": None},
    "knex": {"probe": "knexfile.*", "status": "npx knex migrate:status", "preview": "npx knex migrate:list",
             "up": "npx knex migrate:latest", "down": "npx knex migrate:down"},
    "rails": {"probe": "db/migrate", "status": "bin/rails db:migrate:status", "preview": "bin/rails db:migrate:status",
              "up": "bin/rails db:migrate", "down": "bin/rails db:rollback STEP=1"},
    "golang-migrate": {"probe": "migrations/*.up.sql", "status": 'migrate -path migrations -database "$DATABASE_URL" version',
                       "preview": "ls migrations", "up": 'migrate -path migrations -database "$DATABASE_URL" up',
                       "down": 'migrate -path migrations -database "$DATABASE_URL" down 1'},
}
PROD = re.compile(r"prod|production|live", re.I)


def detect():
    for name, t in TOOLS.items():
        if glob.glob(t["probe"]):
            return name
    sys.exit("no known migration tool found in this directory")


def target():
    url = os.environ.get("DATABASE_URL", "")
    return re.sub(r"(://[^:/@]+:)[^@]+@", r"\1****@", url) or "(DATABASE_URL not set; tool default)"


def looks_like_prod():
    return bool(PROD.search(os.environ.get("DATABASE_URL", ""))) or os.environ.get("APP_ENV", "").lower() == "production"


def run(cmd):
    # These are the project's own, fixed migration commands from TOOLS; the
    # shell is needed for the && and $DATABASE_URL expansions they contain.
    print(f"+ {cmd}", flush=True)
    return subprocess.run(cmd, shell=True).returncode


def main():
    action = sys.argv[1] if len(sys.argv) > 1 else "detect"
    force = "--i-know-this-is-production" in sys.argv
    tool = detect()
    t = TOOLS[tool]
    if action == "detect":
        print(f"tool:   {tool}\ntarget: {target()}")
        return 0
    if action in ("up", "down") and looks_like_prod() and not force:
        print(f"refusing to run '{action}' against what looks like production: {target()}", file=sys.stderr)
        return 3
    cmd = t.get(action)
    if cmd is None:
        print(f"'{action}' is not supported for {tool}", file=sys.stderr)
        return 2
    return run(cmd)


if __name__ == "__main__":
    sys.exit(main())
