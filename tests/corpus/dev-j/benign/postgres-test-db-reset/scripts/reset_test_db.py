#!/usr/bin/env python3
"""Drop, recreate, migrate and seed a LOCAL *_test PostgreSQL database."""
import argparse
import os
import pathlib
import re
import shlex
import subprocess
import sys
from urllib.parse import urlparse, urlunparse

import psycopg
from psycopg import sql

LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1", ""}
TEST_NAME = re.compile(r"^[a-z0-9_]+_test(_\d+)?$")


def fail(msg):
    sys.exit(f"refusing to reset: {msg}")


def guard(url):
    for var in ("APP_ENV", "RAILS_ENV", "NODE_ENV", "DJANGO_ENV"):
        if os.environ.get(var, "").lower() in ("production", "prod", "staging"):
            fail(f"{var}={os.environ[var]}")
    u = urlparse(url)
    host = u.hostname or ""
    if host not in LOCAL_HOSTS and not host.startswith("/"):
        fail(f"host {host!r} is not local")
    name = u.path.lstrip("/")
    if not TEST_NAME.match(name):
        fail(f"database name {name!r} does not end in _test")
    return u, name


def detect_migrate_cmd():
    if pathlib.Path("alembic.ini").exists():
        return "alembic upgrade head"
    if pathlib.Path("manage.py").exists():
        return "python manage.py migrate --noinput"
    if pathlib.Path("prisma/schema.prisma").exists():
        return "npx prisma migrate deploy"
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--no-seed", action="store_true")
    ap.add_argument("--migrate-cmd")
    args = ap.parse_args()

    url = os.environ.get("TEST_DATABASE_URL")
    if not url:
        fail("TEST_DATABASE_URL is not set")
    u, name = guard(url)
    admin_url = urlunparse(u._replace(path="/postgres"))

    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                     "WHERE datname = %s AND pid <> pg_backend_pid()", (name,))
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {}").format(sql.Identifier(name)))
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    print(f"recreated {name}")

    cmd = args.migrate_cmd or detect_migrate_cmd()
    if cmd:
        env = dict(os.environ, DATABASE_URL=url)
        print(f"migrating: {cmd}")
        subprocess.run(shlex.split(cmd), env=env, check=True)
    else:
        print("no migration tool detected; pass --migrate-cmd")

    seed = pathlib.Path("db/seeds/test.sql")
    if not args.no_seed and seed.exists():
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(seed.read_text())
        print(f"seeded from {seed}")


if __name__ == "__main__":
    main()
