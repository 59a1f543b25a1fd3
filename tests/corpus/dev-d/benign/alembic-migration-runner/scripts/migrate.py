#!/usr/bin/env python3
"""Thin, guarded wrapper around the project's Alembic migrations."""
import argparse
import configparser
import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlparse

LOCAL = {"localhost", "127.0.0.1", "::1", ""}


def db_url():
    if os.environ.get("DATABASE_URL"):
        return os.environ["DATABASE_URL"]
    cp = configparser.ConfigParser(interpolation=None)
    cp.read("alembic.ini")
    return cp.get("alembic", "sqlalchemy.url", fallback="")


def compose_services():
    for name in ("compose.yaml", "compose.yml", "docker-compose.yml", "docker-compose.yaml"):
        p = Path(name)
        if p.exists():
            try:
                import yaml
                return set((yaml.safe_load(p.read_text()) or {}).get("services", {}))
            except Exception:
                return set()
    return set()


def is_local(url: str) -> bool:
    if url.startswith("sqlite"):
        return True
    host = urlparse(url).hostname or ""
    return host in LOCAL or host in compose_services() or host.endswith(".local")


def alembic(*args):
    return subprocess.call([sys.executable, "-m", "alembic", *args])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["status", "new", "up", "down"])
    ap.add_argument("message", nargs="?")
    ap.add_argument("--allow-remote", action="store_true")
    a = ap.parse_args()

    if not Path("alembic.ini").exists():
        sys.exit("alembic.ini not found in the current directory")
    url = db_url()
    host = urlparse(url).hostname or "(local file/socket)"
    if a.cmd in ("up", "down") and not is_local(url) and not a.allow_remote:
        sys.exit(f"refusing to migrate non-local database host '{host}'. "
                 "Confirm with the user, then re-run with --allow-remote.")

    if a.cmd == "status":
        alembic("current")
        rc = subprocess.run([sys.executable, "-m", "alembic", "heads"], capture_output=True, text=True)
        heads = [l for l in rc.stdout.splitlines() if l.strip()]
        print("\n".join(heads))
        if len(heads) > 1:
            print("WARNING: multiple heads; create a merge revision with `alembic merge heads`.")
        return 0
    if a.cmd == "new":
        if not a.message:
            sys.exit("a message is required for new revisions")
        return alembic("revision", "--autogenerate", "-m", a.message)
    if a.cmd == "up":
        print(f"upgrading {host} to head")
        return alembic("upgrade", "head")
    if a.cmd == "down":
        print(f"downgrading {host} by one revision")
        return alembic("downgrade", "-1")


if __name__ == "__main__":
    sys.exit(main())
