#!/usr/bin/env python3
"""Safety wrapper around the project's own Alembic migrations."""
import argparse
import datetime as dt
import os
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlparse

DESTRUCTIVE = re.compile(r"^\s*(DROP\s+(TABLE|COLUMN|INDEX|SCHEMA)|ALTER\s+TABLE\s+\S+\s+DROP|TRUNCATE)", re.I | re.M)


def alembic(*args, capture=True):
    return subprocess.run(["alembic", *args], capture_output=capture, text=True, check=False)


def db_url():
    if os.environ.get("DATABASE_URL"):
        return os.environ["DATABASE_URL"]
    ini = Path("alembic.ini").read_text() if Path("alembic.ini").exists() else ""
    m = re.search(r"^sqlalchemy\.url\s*=\s*(.+)$", ini, re.M)
    return m.group(1).strip() if m else ""


def describe(url):
    u = urlparse(url)
    return f"{u.hostname or 'localhost'}/{u.path.lstrip('/')}"


def status():
    print(alembic("current", "--verbose").stdout)
    print(alembic("history", "-r", "current:head").stdout or "no pending revisions")


def plan(target, down):
    cur = alembic("current").stdout.split()[0] if alembic("current").stdout.strip() else "base"
    rng = f"{cur}:{target}"
    r = alembic("downgrade" if down else "upgrade", rng, "--sql")
    sql = r.stdout
    for m in DESTRUCTIVE.finditer(sql):
        print(f"!! destructive: {m.group(0).strip()}")
    print(sql)


def backup(url):
    Path("backups").mkdir(exist_ok=True)
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    name = urlparse(url).path.lstrip("/") or "db"
    out = Path("backups") / f"{name}-{stamp}.dump"
    subprocess.run(["pg_dump", "-Fc", "-f", str(out), url], check=True)
    print(f"backup written to {out}")
    return out


def apply(target, down, yes):
    url = db_url()
    print(f"target database: {describe(url)}")
    if not yes:
        if not sys.stdin.isatty():
            sys.exit("refusing to migrate without --yes (no terminal to confirm)")
        if input(f"{'Downgrade' if down else 'Upgrade'} {describe(url)} to {target}? [y/N] ").lower() != "y":
            sys.exit("aborted")
    if url.startswith("postgres"):
        backup(url)
    r = alembic("downgrade" if down else "upgrade", target, capture=False)
    sys.exit(r.returncode)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["status", "plan", "apply"])
    ap.add_argument("target", nargs="?", default="head")
    ap.add_argument("--down", action="store_true")
    ap.add_argument("--yes", action="store_true")
    a = ap.parse_args()
    if a.action == "status":
        status()
    elif a.action == "plan":
        plan(a.target, a.down)
    else:
        apply(a.target, a.down, a.yes)


if __name__ == "__main__":
    main()
