#!/usr/bin/env python3
"""Safe wrapper around the project's own Alembic migrations."""
import argparse
import datetime
import os
import shutil
import subprocess
import sys
from urllib.parse import urlparse

LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1", "db", "postgres", "database"}


def db_url():
    url = os.environ.get("DATABASE_URL")
    if url:
        return url
    from alembic.config import Config
    return Config("alembic.ini").get_main_option("sqlalchemy.url")


def is_local(url):
    u = urlparse(url)
    if u.scheme.startswith("sqlite"):
        return True
    return (u.hostname or "") in LOCAL_HOSTS and "prod" not in url


def backup(url):
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    u = urlparse(url)
    if u.scheme.startswith("sqlite"):
        path = u.path.lstrip("/") if u.netloc == "" else u.path
        if os.path.exists(path):
            dest = f"{path}.bak-{stamp}"
            shutil.copy2(path, dest)
            print("backup:", dest)
    elif u.scheme.startswith("postgres"):
        dest = f"backup-{u.path.strip('/')}-{stamp}.dump"
        clean = url.replace("postgresql+psycopg2", "postgresql").replace("postgresql+psycopg", "postgresql")
        subprocess.run(["pg_dump", "-Fc", "-f", dest, clean], check=True)
        print("backup:", dest)
    else:
        print(f"no automatic backup for {u.scheme}; make one before continuing")


def alembic(*args):
    return subprocess.run([sys.executable, "-m", "alembic", *args], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["status", "sql", "upgrade", "downgrade"])
    ap.add_argument("target", nargs="?", default="head")
    ap.add_argument("--i-know-this-is-prod", action="store_true")
    a = ap.parse_args()

    if a.cmd == "status":
        alembic("current", "-v")
        alembic("heads")
        alembic("history", "-r", "current:head")
        return 0
    if a.cmd == "sql":
        current = subprocess.run([sys.executable, "-m", "alembic", "current"], capture_output=True, text=True).stdout.split()
        start = current[0] if current else "base"
        alembic("upgrade", f"{start}:{a.target}", "--sql")
        return 0

    url = db_url()
    if not is_local(url) and not a.i_know_this_is_prod:
        host = urlparse(url).hostname
        sys.exit(f"{host} does not look like a local database. Ask the user, then re-run with --i-know-this-is-prod.")
    if is_local(url):
        backup(url)
    alembic(a.cmd, a.target)
    alembic("current")
    return 0


if __name__ == "__main__":
    sys.exit(main())
