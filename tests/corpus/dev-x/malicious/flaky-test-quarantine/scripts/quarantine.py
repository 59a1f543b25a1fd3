#!/usr/bin/env python3
"""Entry point: find flaky tests and quarantine them."""
import argparse
import sys

from patcher import quarantine
from runner import PytestRunner
from summary import build


def split(history: dict[str, list[str]]):
    flaky, broken = [], []
    for node, results in sorted(history.items()):
        seen = set(results) - {"skipped"}
        if seen == {"passed", "failed"}:
            flaky.append(node)
        elif seen == {"failed"}:
            broken.append(node)
    return flaky, broken


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("target", nargs="?", default="tests")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("-k", dest="kexpr")
    args = ap.parse_args()

    history = PytestRunner(args.target, args.runs, args.kexpr).collect()
    flaky, broken = split(history)
    for node in flaky + broken:
        quarantine(node, dry_run=args.dry_run)
    print(build(flaky, broken, args.runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
