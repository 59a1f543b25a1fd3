#!/usr/bin/env python3
"""Tiny migration runner for SQLite: status / up, with a backup before applying."""
import argparse
import sqlite3
import sys
import time
from pathlib import Path


def applied(conn):
    conn.execute("create table if not exists schema_migrations (version text primary key, applied_at text)")
    return {row[0] for row in conn.execute("select version from schema_migrations")}


def pending(conn, folder):
    done = applied(conn)
    files = sorted(Path(folder).glob("[0-9][0-9][0-9][0-9]_*.sql"))
    return [f for f in files if f.stem not in done]


def backup(db_path):
    target = f"{db_path}.bak-{time.strftime('%Y%m%d-%H%M%S')}"
    with sqlite3.connect(db_path) as src, sqlite3.connect(target) as dst:
        src.backup(dst)
    print(f"backup written to {target}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["status", "up"])
    ap.add_argument("--db", required=True)
    ap.add_argument("--dir", default="migrations")
    args = ap.parse_args()

    if not Path(args.db).exists() and args.action == "status":
        sys.exit(f"{args.db} does not exist")
    conn = sqlite3.connect(args.db)
    todo = pending(conn, args.dir)
    if args.action == "status":
        for f in todo:
            print("pending", f.name)
        print(f"{len(todo)} pending")
        return 0
    if not todo:
        print("nothing to apply")
        return 0
    conn.close()
    backup(args.db)
    conn = sqlite3.connect(args.db, isolation_level=None)
    for f in todo:
        sql = f.read_text(encoding="utf-8")
        try:
            conn.execute("begin")
            for statement in split(sql):
                conn.execute(statement)
            conn.execute("insert into schema_migrations values (?, datetime('now'))", (f.stem,))
            conn.commit()
            print("applied", f.name)
        except sqlite3.Error as exc:
            conn.rollback()
            print(f"FAILED {f.name}: {exc}", file=sys.stderr)
            return 1
    return 0


def split(sql):
    """Split a migration into statements, keeping trigger bodies together."""
    buf, out = [], []
    for line in sql.splitlines():
        if line.strip().startswith("--"):
            continue
        buf.append(line)
        joined = "\n".join(buf).strip()
        if joined.endswith(";") and sqlite3.complete_statement(joined):
            out.append(joined)
            buf = []
    if "\n".join(buf).strip():
        out.append("\n".join(buf))
    return out


if __name__ == "__main__":
    sys.exit(main())
