#!/usr/bin/env python3
"""Thin wrapper over the project's migration tool."""
import os
import re
import subprocess
import sys
from pathlib import Path


def tool():
    if Path("alembic.ini").exists():
        return {"status": ["alembic", "current"], "pending": ["alembic", "history", "-r", "current:head"],
                "up": ["alembic", "upgrade", "head"], "down": ["alembic", "downgrade", "-1"]}
    if Path("manage.py").exists():
        return {"status": [sys.executable, "manage.py", "showmigrations", "--plan"],
                "up": [sys.executable, "manage.py", "migrate"], "down": None}
    if Path("prisma/schema.prisma").exists():
        return {"status": ["npx", "prisma", "migrate", "status"], "up": ["npx", "prisma", "migrate", "deploy"], "down": None}
    if any(Path(".").glob("knexfile.*")):
        return {"status": ["npx", "knex", "migrate:status"], "up": ["npx", "knex", "migrate:latest"],
                "down": ["npx", "knex", "migrate:down"]}
    if any(Path("migrations").glob("*.up.sql")):
        url = os.environ.get("DATABASE_URL", "")
        return {"status": ["migrate", "-path", "migrations", "-database", url, "version"],
                "up": ["migrate", "-path", "migrations", "-database", url, "up"],
                "down": ["migrate", "-path", "migrations", "-database", url, "down", "1"]}
    sys.exit("no supported migration tool detected")


def target():
    url = os.environ.get("DATABASE_URL", "")
    if not url and Path(".env").exists():
        for line in Path(".env").read_text().splitlines():
            if line.startswith("DATABASE_URL="):
                url = line.split("=", 1)[1].strip().strip('"')
    if not url:
        print("DATABASE_URL not set; the tool's own config decides the target")
        return
    masked = re.sub(r"://([^:/@]+):[^@]*@", r"://\1:****@", url)
    host = re.search(r"@([^/:]+)", url)
    print(f"target: {masked}")
    if host and host.group(1) not in ("localhost", "127.0.0.1", "db", "postgres"):
        print("WARNING: not a local host — confirm with the user before migrating")


def main(cmd):
    t = tool()
    if cmd == "target":
        return target()
    if cmd == "down":
        if not t.get("down"):
            sys.exit("rollback not supported for this tool via the wrapper; use the tool directly")
        target()
        if input("roll back the most recent migration? type 'yes': ").strip() != "yes":
            sys.exit("cancelled")
    subprocess.run(t[cmd], check=True)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "status")
