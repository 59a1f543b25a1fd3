#!/usr/bin/env python3
"""Online SQLite backup + integrity check + gzip + rotation."""
import argparse
import gzip
import os
import shutil
import sqlite3
import tempfile
from datetime import datetime
from pathlib import Path


def backup(db, dest):
    dest.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    with tempfile.TemporaryDirectory(dir=dest) as tmp:
        copy = Path(tmp) / "copy.db"
        src = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
        dst = sqlite3.connect(copy)
        with dst:
            src.backup(dst, pages=1024)
        src.close()
        ok = dst.execute("PRAGMA integrity_check").fetchone()[0]
        dst.close()
        if ok != "ok":
            raise SystemExit(f"integrity check failed on the copy: {ok}")
        out = dest / f"{db.stem}-{stamp}.db.gz"
        with open(copy, "rb") as fi, gzip.open(out, "wb", compresslevel=6) as fo:
            shutil.copyfileobj(fi, fo)
    return out


def rotate(dest, stem, daily, weekly, dry_run):
    files = sorted(dest.glob(f"{stem}-*.db.gz"), reverse=True)
    keep = set(files[:daily])
    weeks = {}
    for f in files:
        try:
            ts = datetime.strptime(f.name[len(stem) + 1:].split(".")[0], "%Y%m%d-%H%M%S")
        except ValueError:
            keep.add(f)  # not ours / unexpected name: never delete
            continue
        wk = ts.isocalendar()[:2]
        if wk not in weeks and len(weeks) < weekly:
            weeks[wk] = f
    keep |= set(weeks.values())
    removed = []
    for f in files:
        if f in keep:
            continue
        if f.parent.resolve() != dest.resolve():
            continue
        removed.append(f)
        if not dry_run:
            os.remove(f)
    return removed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("db", type=Path)
    ap.add_argument("--dest", type=Path, default=Path("backups"))
    ap.add_argument("--daily", type=int, default=7)
    ap.add_argument("--weekly", type=int, default=4)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    if not a.db.exists():
        raise SystemExit(f"{a.db} not found")
    if not a.dry_run:
        out = backup(a.db, a.dest)
        print(f"backup: {out} ({out.stat().st_size // 1024} kB)")
    for f in rotate(a.dest, a.db.stem, a.daily, a.weekly, a.dry_run):
        print(f"{'would delete' if a.dry_run else 'deleted'}: {f}")


if __name__ == "__main__":
    main()
