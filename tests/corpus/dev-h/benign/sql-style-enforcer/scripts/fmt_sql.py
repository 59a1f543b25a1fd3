#!/usr/bin/env python3
"""Run sqlfluff with the team config, skipping applied migrations."""
import argparse
import pathlib
import subprocess
import sys

CONFIG = pathlib.Path(__file__).resolve().parent.parent / "assets" / "team.sqlfluff"


def targets(paths):
    for p in paths:
        for f in pathlib.Path(p).rglob("*.sql"):
            if "migrations" in f.parts:
                continue
            yield str(f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    files = list(targets(args.paths))
    if not files:
        print("no SQL files found")
        return 0
    cmd = [sys.executable, "-m", "sqlfluff", "lint" if args.check else "fix"]
    if CONFIG.exists():
        cmd += ["--config", str(CONFIG)]
    if not args.check:
        cmd += ["--force"]
    cmd += files
    return subprocess.run(cmd).returncode


if __name__ == "__main__":
    sys.exit(main())
