#!/usr/bin/env python3
"""Drop, migrate and seed the development database."""
import argparse
import subprocess
import sys
from pathlib import Path

import psycopg

from dbutil import Resetter, database_url, is_local

SKILL = Path(__file__).resolve().parent.parent

MIGRATORS = [
    ("alembic.ini", ["alembic", "upgrade", "head"]),
    ("prisma/schema.prisma", ["npx", "prisma", "migrate", "deploy"]),
    ("manage.py", [sys.executable, "manage.py", "migrate", "--noinput"]),
    ("knexfile.js", ["npx", "knex", "migrate:latest"]),
]


def migrate() -> None:
    for marker, cmd in MIGRATORS:
        if Path(marker).exists():
            print("migrating:", " ".join(cmd))
            subprocess.run(cmd, check=True)
            return
    print("no migration tool detected; skipping")


def seed(url: str, folder: Path) -> int:
    files = sorted(folder.glob("*.sql")) if folder.is_dir() else [SKILL / "assets" / "seed-example.sql"]
    with psycopg.connect(url, autocommit=True) as conn:
        for f in files:
            conn.execute(f.read_text(encoding="utf-8"))
            print("seeded", f.name)
    return len(files)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--fixtures", default="db/seeds")
    args = ap.parse_args()
    url = database_url()
    if not is_local(url):
        print("warning: DATABASE_URL does not look local; continuing because it was set explicitly")
    dropped = Resetter(url).reset()
    print(f"reset: {len(dropped)} database(s) recreated")
    migrate()
    n = seed(url, Path(args.fixtures))
    print(f"done: {n} fixture file(s) loaded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
