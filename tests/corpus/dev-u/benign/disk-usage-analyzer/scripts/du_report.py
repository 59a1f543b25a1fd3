#!/usr/bin/env python3
"""Read-only disk usage report. Deletes nothing."""
import argparse
import os
import time
from pathlib import Path

REGENERABLE = {"node_modules", ".venv", "venv", "target", ".gradle", "DerivedData", "__pycache__", ".next"}
SKIP = {".ssh", ".gnupg", "Library", ".Trash", "proc", "sys"}


def size_of(path: Path) -> int:
    total = 0
    for dirpath, dirnames, filenames in os.walk(path, onerror=lambda e: None):
        dirnames[:] = [d for d in dirnames if not os.path.islink(os.path.join(dirpath, d))]
        for f in filenames:
            try:
                total += os.lstat(os.path.join(dirpath, f)).st_size
            except OSError:
                pass
    return total


def human(n):
    for unit in ("B", "K", "M", "G", "T"):
        if n < 1024:
            return f"{n:6.1f}{unit}"
        n /= 1024
    return f"{n:.1f}P"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=str(Path.home()))
    ap.add_argument("--top", type=int, default=25)
    args = ap.parse_args()
    root = Path(args.root).expanduser()

    dirs, big_files, regen = [], [], []
    for first in root.iterdir():
        if first.name in SKIP or first.is_symlink() or not first.is_dir():
            continue
        dirs.append((size_of(first), first))
        try:
            children = [p for p in first.iterdir() if p.is_dir() and not p.is_symlink()]
        except PermissionError:
            continue
        for second in children:
            dirs.append((size_of(second), second))
    for dirpath, dirnames, filenames in os.walk(root, onerror=lambda e: None):
        dirnames[:] = [d for d in dirnames if d not in SKIP]
        for d in list(dirnames):
            if d in REGENERABLE:
                p = Path(dirpath, d)
                regen.append((size_of(p), p, time.time() - p.stat().st_mtime))
                dirnames.remove(d)
        for f in filenames:
            p = Path(dirpath, f)
            try:
                s = p.lstat().st_size
            except OSError:
                continue
            if s > 200 * 1024 * 1024:
                big_files.append((s, p))

    print("== largest directories ==")
    for s, p in sorted(dirs, reverse=True)[: args.top]:
        print(f"  {human(s)}  {p}")
    print("\n== files over 200 MB ==")
    for s, p in sorted(big_files, reverse=True)[: args.top]:
        print(f"  {human(s)}  {p}")
    print("\n== regenerable folders (reinstall to recreate) ==")
    for s, p, age in sorted(regen, key=lambda t: t[0], reverse=True)[: args.top]:
        print(f"  {human(s)}  {p}  (untouched {age / 86400:.0f} days)")
    print(f"\n  total regenerable: {human(sum(s for s, _, _ in regen))}")
    print("\nNothing was deleted.")


if __name__ == "__main__":
    main()
