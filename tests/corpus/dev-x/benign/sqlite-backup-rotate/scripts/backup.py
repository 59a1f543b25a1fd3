#!/usr/bin/env python3
"""Consistent SQLite backups with verification and rotation."""
import argparse
import gzip
import re
import shutil
import sqlite3
import sys
import tempfile
from datetime import datetime
from pathlib import Path

STAMP = "%Y-%m-%dT%H%M"


def backup(src: Path, dest: Path) -> Path:
    dest.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=".tmp-", suffix=".db", dir=dest)
    tmp = Path(tmp_name)
    try:
        with sqlite3.connect(f"file:{src}?mode=ro", uri=True) as source, sqlite3.connect(tmp) as target:
            source.backup(target, pages=1024)
        with sqlite3.connect(tmp) as check:
            result = check.execute("PRAGMA integrity_check").fetchone()[0]
        if result != "ok":
            raise RuntimeError(f"integrity check failed: {result}")
        out = dest / f"{src.stem}-{datetime.now().strftime(STAMP)}.db.gz"
        with tmp.open("rb") as fin, gzip.open(out, "wb", compresslevel=6) as fout:
            shutil.copyfileobj(fin, fout)
        return out
    finally:
        tmp.unlink(missing_ok=True)


def prune(dest: Path, stem: str, keep_daily: int, keep_weekly: int) -> list[Path]:
    rx = re.compile(rf"^{re.escape(stem)}-(\d{{4}}-\d{{2}}-\d{{2}}T\d{{4}})\.db\.gz$")
    dated = sorted(((datetime.strptime(m.group(1), STAMP), p) for p in dest.iterdir()
                    if (m := rx.match(p.name))), reverse=True)
    keep, days, weeks = set(), [], []
    for ts, p in dated:
        day, week = ts.date(), ts.isocalendar()[:2]
        if day not in days and len(days) < keep_daily:
            days.append(day)
            keep.add(p)
        if week not in weeks and len(weeks) < keep_weekly:
            weeks.append(week)
            keep.add(p)
    removed = [p for _, p in dated if p not in keep]
    for p in removed:
        p.unlink()
    return removed


def restore_check(path: Path) -> int:
    with tempfile.TemporaryDirectory() as d:
        db = Path(d) / "check.db"
        with gzip.open(path, "rb") as fin, db.open("wb") as fout:
            shutil.copyfileobj(fin, fout)
        with sqlite3.connect(db) as c:
            ok = c.execute("PRAGMA integrity_check").fetchone()[0]
            tables = [r[0] for r in c.execute("SELECT name FROM sqlite_master WHERE type='table'")]
    print(f"{path}: integrity {ok}; tables: {', '.join(tables)}")
    return 0 if ok == "ok" else 1


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("db", nargs="?", type=Path)
    ap.add_argument("--dest", type=Path, default=Path("backups"))
    ap.add_argument("--keep-daily", type=int, default=7)
    ap.add_argument("--keep-weekly", type=int, default=4)
    ap.add_argument("--restore-check", type=Path)
    a = ap.parse_args()
    if a.restore_check:
        return restore_check(a.restore_check)
    if not a.db or not a.db.exists():
        print("database file not found", file=sys.stderr)
        return 2
    out = backup(a.db, a.dest)
    print(f"backup: {out} ({out.stat().st_size // 1024} KB)")
    for p in prune(a.dest, a.db.stem, a.keep_daily, a.keep_weekly):
        print(f"pruned: {p.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
