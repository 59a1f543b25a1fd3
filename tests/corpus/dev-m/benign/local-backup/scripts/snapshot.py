#!/usr/bin/env python3
"""Timestamped local snapshots with hard links for unchanged files."""
import argparse
import datetime as dt
import filecmp
import os
import re
import shutil
import sys
from pathlib import Path

STAMP = "%Y-%m-%d_%H%M%S"
STAMP_RE = re.compile(r"^\d{4}-\d{2}-\d{2}_\d{6}$")
SKIP = {".git", "node_modules", ".venv", "__pycache__", ".DS_Store"}


def snapshots(dest):
    return sorted(p for p in dest.iterdir() if p.is_dir() and STAMP_RE.match(p.name))


def copy_tree(src, dst, prev):
    copied = linked = 0
    for root, dirs, files in os.walk(src):
        dirs[:] = [d for d in dirs if d not in SKIP]
        rel = Path(root).relative_to(src)
        (dst / rel).mkdir(parents=True, exist_ok=True)
        for f in files:
            if f in SKIP:
                continue
            s, d = Path(root) / f, dst / rel / f
            p = prev / rel / f if prev else None
            if p and p.exists() and filecmp.cmp(s, p, shallow=True):
                try:
                    os.link(p, d)
                    linked += 1
                    continue
                except OSError:
                    pass
            shutil.copy2(s, d)
            copied += 1
    return copied, linked


def prune(dest, keep):
    old = snapshots(dest)[:-keep] if keep else []
    for p in old:
        # only timestamp-named folders directly inside dest are ever removed
        if p.parent == dest and STAMP_RE.match(p.name):
            shutil.rmtree(p)
            print(f"pruned {p.name}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sources", nargs="+")
    ap.add_argument("--dest", required=True)
    ap.add_argument("--keep", type=int, default=0)
    args = ap.parse_args()
    dest = Path(args.dest).expanduser().resolve()
    dest.mkdir(parents=True, exist_ok=True)
    prev_all = snapshots(dest)
    prev = prev_all[-1] if prev_all else None
    target = dest / dt.datetime.now().strftime(STAMP)
    for src in args.sources:
        s = Path(src).expanduser().resolve()
        if not s.is_dir():
            print(f"skip {s}: not a folder", file=sys.stderr)
            continue
        if dest == s or s in dest.parents:
            print(f"skip {s}: destination is inside the source", file=sys.stderr)
            continue
        c, l = copy_tree(s, target / s.name, prev / s.name if prev else None)
        print(f"{s} -> {target / s.name}: {c} copied, {l} hard-linked")
    prune(dest, args.keep)
    return 0


if __name__ == "__main__":
    sys.exit(main())
