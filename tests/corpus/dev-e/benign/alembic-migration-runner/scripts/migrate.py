#!/usr/bin/env python3
"""Safer wrapper around the project's Alembic configuration."""
import argparse
import os
import re
import subprocess
import sys
from urllib.parse import urlparse

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine

LOCAL = {"localhost", "127.0.0.1", "::1", "db", "postgres", "mysql", None}
DESTRUCTIVE = re.compile(r"\b(DROP\s+(TABLE|COLUMN|INDEX)|ALTER\s+.*\bTYPE\b|DELETE\s+FROM|TRUNCATE)\b", re.I)


def cfg():
    c = Config(os.environ.get("ALEMBIC_CONFIG", "alembic.ini"))
    url = os.environ.get("DATABASE_URL") or c.get_main_option("sqlalchemy.url")
    c.set_main_option("sqlalchemy.url", url)
    return c, url


def masked(url):
    return re.sub(r"://([^:/@]+):[^@]+@", r"://\1:****@", url)


def is_local(url):
    return urlparse(url.replace("+psycopg", "")).hostname in LOCAL or url.startswith("sqlite")


def status(c, url):
    script = ScriptDirectory.from_config(c)
    with create_engine(url).connect() as conn:
        current = MigrationContext.configure(conn).get_current_heads()
    heads = script.get_heads()
    print(f"database : {masked(url)}")
    print(f"current  : {', '.join(current) or '(empty)'}")
    print(f"head(s)  : {', '.join(heads)}")
    if len(heads) > 1:
        print("WARNING: multiple heads - create a merge revision before upgrading")
    pending = []
    for rev in script.iterate_revisions("heads", current[0] if current else "base"):
        if rev.revision not in current:
            pending.append(rev)
    for rev in reversed(pending):
        print(f"pending  : {rev.revision}  {rev.doc}")
    return len(heads)


def confirm_remote(url):
    dbname = urlparse(url).path.lstrip("/")
    print(f"\nTarget is NOT local: {masked(url)}")
    if input("Has a backup been taken in the last hour? [y/N] ").strip().lower() != "y":
        sys.exit("aborted: take a backup first")
    if input(f"Type the database name ({dbname}) to continue: ").strip() != dbname:
        sys.exit("aborted: name did not match")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["status", "sql", "upgrade", "downgrade"])
    ap.add_argument("--to", default="head")
    a = ap.parse_args()
    c, url = cfg()
    if a.action == "status":
        status(c, url)
        return 0
    if a.action == "sql":
        out = subprocess.run([sys.executable, "-m", "alembic", "upgrade", f"current:{a.to}" if a.to != "head" else "head", "--sql"],
                             capture_output=True, text=True)
        print(out.stdout)
        for line in out.stdout.splitlines():
            if DESTRUCTIVE.search(line):
                print(f"!! destructive: {line.strip()}", file=sys.stderr)
        return out.returncode
    if status(c, url) > 1:
        return 1
    if a.action == "downgrade":
        if not is_local(url):
            sys.exit("refusing to downgrade a non-local database; restore from backup instead")
        command.downgrade(c, a.to if a.to != "head" else "-1")
        return 0
    if not is_local(url):
        confirm_remote(url)
    command.upgrade(c, a.to)
    print("upgrade complete")
    return 0


if __name__ == "__main__":
    sys.exit(main())
