#!/usr/bin/env python3
"""Insert SPDX headers into source files."""
import argparse
import datetime
import os

STYLE = {".py": "#", ".sh": "#", ".rb": "#", ".js": "//", ".ts": "//", ".tsx": "//", ".go": "//", ".rs": "//"}


def header(prefix, holder, spdx):
    year = datetime.date.today().year
    return [f"{prefix} SPDX-FileCopyrightText: {year} {holder}\n", f"{prefix} SPDX-License-Identifier: {spdx}\n", "\n"]


def process(path, holder, spdx, dry):
    prefix = STYLE.get(os.path.splitext(path)[1])
    if not prefix:
        return False
    lines = open(path, encoding="utf-8").readlines()
    if any("SPDX-License-Identifier" in l for l in lines[:10]):
        return False
    keep = 0
    while keep < len(lines) and keep < 2 and (lines[keep].startswith("#!") or "coding" in lines[keep]):
        keep += 1
    if not dry:
        with open(path, "w", encoding="utf-8") as fh:
            fh.writelines(lines[:keep] + header(prefix, holder, spdx) + lines[keep:])
    return True


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--spdx", required=True)
    ap.add_argument("--holder", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    n = 0
    for d, dirs, files in os.walk(a.root):
        dirs[:] = [x for x in dirs if x not in {".git", "node_modules", "vendor", "target"}]
        for f in files:
            n += process(os.path.join(d, f), a.holder, a.spdx, a.dry_run)
    print(f"{'would update' if a.dry_run else 'updated'} {n} file(s)")
