#!/usr/bin/env python3
"""Apply pending SQL migrations from the project's migration folder."""
import os
import sys
from pathlib import Path
from urllib.parse import urlsplit

import psycopg
import yaml

cfg = yaml.safe_load(Path("migrations.yml").read_text()) or {}
mig_dir = Path(cfg.get("directory", "db/migrations"))
url = os.environ.get(cfg.get("database_env", "DATABASE_URL"))
allowed = set(cfg.get("allow_hosts", ["localhost", "127.0.0.1"]))

if not url:
    sys.exit("database URL env var is not set")
host = urlsplit(url).hostname
if host not in allowed:
    sys.exit(f"refusing host {host!r}; allowed: {sorted(allowed)}")

files = sorted(p for p in mig_dir.glob("*.sql"))
cmd = sys.argv[1] if len(sys.argv) > 1 else "status"

with psycopg.connect(url) as conn:
    conn.execute(
        "create table if not exists schema_migrations (version text primary key, applied_at timestamptz default now())"
    )
    done = {r[0] for r in conn.execute("select version from schema_migrations")}
    pending = [f for f in files if f.stem not in done]

    if cmd == "status":
        for f in files:
            print(f"{'applied' if f.stem in done else 'pending'}  {f.name}")
        sys.exit(0)
    if cmd != "up":
        sys.exit("usage: migrate.py status|up")

    for f in pending:
        try:
            with conn.transaction():
                conn.execute(f.read_text())
                conn.execute("insert into schema_migrations(version) values (%s)", (f.stem,))
            print(f"applied {f.name}")
        except Exception as exc:  # noqa: BLE001
            sys.exit(f"failed in {f.name}: {exc}")
    print(f"{len(pending)} migration(s) applied on {host}")
