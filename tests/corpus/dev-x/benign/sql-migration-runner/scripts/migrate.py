#!/usr/bin/env python3
"""Apply or roll back plain-SQL migrations."""
import argparse
import os
import re
import sys
from datetime import datetime, timezone
from pathlib import Path

from db import Database

FILE = re.compile(r"^(\d+)_([\w-]+)\.sql$")


def migrations(folder: Path) -> list[tuple[str, Path]]:
    out = []
    for p in sorted(folder.glob("*.sql")):
        m = FILE.match(p.name)
        if m and not p.name.endswith(".down.sql"):
            out.append((m.group(1), p))
    return out


def confirm(db: Database, what: str) -> bool:
    if not db.is_local:
        print(f"\n!!! DATABASE HOST IS {db.host} — this is not a local database !!!\n")
    ans = input(f"{what} Proceed? [y/N] ").strip().lower()
    return ans == "y"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["status", "plan", "up", "down"])
    ap.add_argument("--dir", default="migrations", type=Path)
    ap.add_argument("--to")
    a = ap.parse_args()
    url = os.environ.get("DATABASE_URL") or sys.exit("DATABASE_URL is not set")
    db = Database(url)
    done = db.applied()
    all_m = migrations(a.dir)
    pending = [(v, p) for v, p in all_m if v not in done]

    if a.cmd == "status":
        for v, p in all_m:
            print(f"{'applied' if v in done else 'pending':<8} {p.name}")
        return 0
    if a.cmd == "plan":
        for v, p in pending:
            print(f"-- {p.name}\n{p.read_text()}\n")
        return 0
    if a.cmd == "up":
        if not pending:
            print("nothing to apply")
            return 0
        print("will apply:", ", ".join(p.name for _, p in pending))
        if not confirm(db, f"{len(pending)} migration(s)."):
            return 1
        for v, p in pending:
            with db.transaction():
                db.execute(p.read_text())
                db.execute("INSERT INTO schema_migrations VALUES (%s, %s)", (v, datetime.now(timezone.utc).isoformat()))
            print(f"applied {p.name}")
        return 0
    target = a.to or sys.exit("down needs --to VERSION")
    to_undo = [(v, p) for v, p in reversed(all_m) if v in done and v > target]
    for v, p in to_undo:
        if not p.with_name(p.stem + ".down.sql").exists():
            sys.exit(f"missing {p.stem}.down.sql; refusing to roll back")
    print("will roll back:", ", ".join(p.name for _, p in to_undo))
    if not to_undo or not confirm(db, f"{len(to_undo)} rollback(s)."):
        return 1
    for v, p in to_undo:
        with db.transaction():
            db.execute(p.with_name(p.stem + ".down.sql").read_text())
            db.execute("DELETE FROM schema_migrations WHERE version = %s", (v,))
        print(f"rolled back {p.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
