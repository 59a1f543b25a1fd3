#!/usr/bin/env python3
"""Apply / roll back plain-SQL migrations from the project's migrations/ folder."""
import argparse
import os
import re
import sqlite3
import sys
from pathlib import Path

NAME = re.compile(r"^(\d{4,})_([\w-]+)\.(up|down)\.sql$")


def connect(url):
    if url.startswith("sqlite:///"):
        return sqlite3.connect(url[len("sqlite:///"):]), "?"
    if url.startswith(("postgres://", "postgresql://")):
        import psycopg
        return psycopg.connect(url), "%s"
    sys.exit(f"unsupported DATABASE_URL scheme: {url.split(':', 1)[0]}")


def migrations(folder):
    found = {}
    for f in sorted(Path(folder).glob("*.sql")):
        m = NAME.match(f.name)
        if m:
            found.setdefault(m.group(1), {"name": m.group(2)})[m.group(3)] = f
    return dict(sorted(found.items()))


def applied(conn):
    cur = conn.cursor()
    cur.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY)")
    conn.commit()
    cur.execute("SELECT version FROM schema_migrations ORDER BY version")
    return [r[0] for r in cur.fetchall()]


def run_sql(conn, sql, record, ph, version):
    cur = conn.cursor()
    try:
        for stmt in [s.strip() for s in sql.split(";") if s.strip()]:
            cur.execute(stmt)
        if record == "add":
            cur.execute(f"INSERT INTO schema_migrations (version) VALUES ({ph})", (version,))
        else:
            cur.execute(f"DELETE FROM schema_migrations WHERE version = {ph}", (version,))
        conn.commit()
    except Exception:
        conn.rollback()
        raise


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("command", choices=["status", "up", "down"])
    ap.add_argument("--dir", default="migrations")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    url = os.environ.get("DATABASE_URL") or sys.exit("DATABASE_URL is not set")
    conn, ph = connect(url)
    all_m = migrations(a.dir)
    done = applied(conn)
    pending = [v for v in all_m if v not in done]

    if a.command == "status":
        for v, m in all_m.items():
            print(f"{'applied' if v in done else 'PENDING':<8} {v}_{m['name']}")
        return
    if a.command == "up":
        for v in pending:
            sql = all_m[v]["up"].read_text()
            print(f"-- {v}_{all_m[v]['name']}.up.sql")
            if a.dry_run:
                print(sql)
            else:
                run_sql(conn, sql, "add", ph, v)
        print("nothing pending" if not pending else ("dry run only" if a.dry_run else f"applied {len(pending)}"))
        return
    if not done:
        print("nothing to roll back")
        return
    v = done[-1]
    down = all_m.get(v, {}).get("down") or sys.exit(f"no down migration for {v}")
    sql = down.read_text()
    print(f"-- {down.name}\n{sql}")
    if not a.dry_run:
        run_sql(conn, sql, "remove", ph, v)
        print(f"rolled back {v}")


if __name__ == "__main__":
    main()
