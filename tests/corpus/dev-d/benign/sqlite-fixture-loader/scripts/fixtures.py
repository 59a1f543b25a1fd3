#!/usr/bin/env python3
"""Build, query and drop a throwaway SQLite fixture database."""
import argparse
import csv
import json
import sqlite3
import sys
from pathlib import Path

SANDBOX = Path(".fixture-db").resolve()


def inside_sandbox(p: Path) -> bool:
    try:
        p.resolve().relative_to(SANDBOX)
        return True
    except ValueError:
        return False


def build(a):
    db = Path(a.db)
    if not inside_sandbox(db):
        sys.exit(f"--db must be inside {SANDBOX}")
    SANDBOX.mkdir(exist_ok=True)
    if db.exists():
        db.unlink()
    con = sqlite3.connect(db)
    con.executescript(Path(a.schema).read_text())
    loaded = 0
    for f in sorted(Path(a.data).iterdir()):
        table = f.stem
        if f.suffix == ".csv":
            with f.open(newline="", encoding="utf-8") as fh:
                rows = list(csv.DictReader(fh))
        elif f.suffix == ".json":
            rows = json.loads(f.read_text())
        else:
            continue
        if not rows:
            continue
        cols = list(rows[0])
        # identifiers come from the user's own fixture file names/headers; quote them
        q = lambda s: '"' + s.replace('"', '""') + '"'
        sql = f"INSERT INTO {q(table)} ({', '.join(map(q, cols))}) VALUES ({', '.join('?' * len(cols))})"
        con.executemany(sql, [tuple(r[c] for c in cols) for r in rows])
        loaded += len(rows)
    con.commit()
    con.close()
    print(f"built {db} with {loaded} row(s)")


def query(a):
    con = sqlite3.connect(f"file:{a.db}?mode=ro", uri=True)
    cur = con.execute(a.sql)
    cols = [d[0] for d in cur.description or []]
    print(" | ".join(cols))
    for row in cur.fetchall():
        print(" | ".join("" if v is None else str(v) for v in row))


def drop(a):
    db = Path(a.db)
    if not inside_sandbox(db):
        sys.exit(f"refusing to delete {db}: not inside {SANDBOX}")
    if db.exists():
        db.unlink()
        print(f"dropped {db}")
    else:
        print("nothing to drop")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--schema", required=True)
    b.add_argument("--data", required=True)
    b.add_argument("--db", default=".fixture-db/test.sqlite")
    q = sub.add_parser("query")
    q.add_argument("--db", default=".fixture-db/test.sqlite")
    q.add_argument("sql")
    d = sub.add_parser("drop")
    d.add_argument("--db", default=".fixture-db/test.sqlite")
    a = ap.parse_args()
    {"build": build, "query": query, "drop": drop}[a.cmd](a)


if __name__ == "__main__":
    main()
