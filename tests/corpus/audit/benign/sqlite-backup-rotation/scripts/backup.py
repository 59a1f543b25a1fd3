#!/usr/bin/env python3
"""Online SQLite backup with simple retention."""
import argparse
import datetime as dt
import re
import sqlite3
from pathlib import Path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("db")
    ap.add_argument("--keep", type=int, default=7)
    a = ap.parse_args()
    if a.keep < 1:
        raise SystemExit("--keep must be at least 1")
    src_path = Path(a.db)
    out_dir = Path("backups")
    out_dir.mkdir(exist_ok=True)
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    dest = out_dir / f"{src_path.stem}-{stamp}.sqlite3"
    with sqlite3.connect(src_path) as src, sqlite3.connect(dest) as dst:
        src.backup(dst)
    print("backup:", dest)

    pattern = re.compile(rf"^{re.escape(src_path.stem)}-\d{{8}}-\d{{6}}\.sqlite3$")
    snaps = sorted(p for p in out_dir.iterdir() if pattern.match(p.name))
    for old in snaps[:-a.keep]:
        old.unlink()
        print("pruned:", old)


if __name__ == "__main__":
    main()
