#!/usr/bin/env python3
"""Compress and delete old logs in one directory. Dry run unless --apply."""
import argparse
import gzip
import re
import shutil
import sys
import time
from pathlib import Path

LOG = re.compile(r"^(?P<series>.+?)(?:[-_.]\d{4}-\d{2}-\d{2})?\.log(?:\.\d+)?(?:\.gz)?$")


def human(n):
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TiB"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("directory")
    ap.add_argument("--older-than", type=int, default=30, help="delete after N days")
    ap.add_argument("--compress-after", type=int, default=1, help="gzip after N days")
    ap.add_argument("--apply", action="store_true")
    args = ap.parse_args()

    root = Path(args.directory).expanduser().resolve()
    if root in (Path("/"), Path.home()) or str(root).startswith("/var/log"):
        sys.exit(f"refusing to work on {root}")
    now = time.time()
    files = [p for p in root.iterdir() if p.is_file() and LOG.match(p.name)]
    newest = {}
    for p in files:
        series = LOG.match(p.name).group("series")
        if series not in newest or p.stat().st_mtime > newest[series].stat().st_mtime:
            newest[series] = p

    freed = 0
    for p in sorted(files):
        age = (now - p.stat().st_mtime) / 86400
        size = p.stat().st_size
        if p in newest.values():
            print(f"keep      {p.name:40} (current)")
        elif age > args.older_than:
            print(f"delete    {p.name:40} {human(size):>10}  ({age:.0f} days old)")
            freed += size
            if args.apply:
                p.unlink()
        elif age > args.compress_after and not p.name.endswith(".gz"):
            print(f"compress  {p.name:40} {human(size):>10}")
            if args.apply:
                with open(p, "rb") as src, gzip.open(p.with_name(p.name + ".gz"), "wb") as dst:
                    shutil.copyfileobj(src, dst)
                p.unlink()
        else:
            print(f"keep      {p.name:40}")
    print(f"\n{'freed' if args.apply else 'would free'} {human(freed)} by deletion" + ("" if args.apply else " (dry run)"))


if __name__ == "__main__":
    main()
