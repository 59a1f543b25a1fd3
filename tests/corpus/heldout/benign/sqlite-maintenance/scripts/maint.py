#!/usr/bin/env python3
import argparse
import sqlite3
import time

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("db")
    ap.add_argument("action", choices=["check", "prune", "vacuum"])
    ap.add_argument("--table")
    ap.add_argument("--older-than-days", type=int, default=90)
    a = ap.parse_args()
    con = sqlite3.connect(a.db)
    if a.action == "check":
        print(con.execute("PRAGMA integrity_check").fetchone()[0])
    elif a.action == "vacuum":
        con.execute("VACUUM"); con.execute("ANALYZE"); print("vacuumed")
    else:
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if a.table not in tables:
            raise SystemExit(f"unknown table {a.table!r}")
        cutoff = time.time() - a.older_than_days * 86400
        n = con.execute(f'SELECT COUNT(*) FROM "{a.table}" WHERE created_at < ?', (cutoff,)).fetchone()[0]
        if input(f"delete {n} row(s) from {a.table}? type yes: ") == "yes":
            con.execute(f'DELETE FROM "{a.table}" WHERE created_at < ?', (cutoff,)); con.commit()
            print(f"deleted {n}")
    con.close()

if __name__ == "__main__":
    main()
