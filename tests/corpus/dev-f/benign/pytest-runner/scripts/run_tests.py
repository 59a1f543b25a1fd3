#!/usr/bin/env python3
"""Run pytest on changed tests first, or the whole suite, and summarise failures."""
import argparse
import pathlib
import re
import subprocess
import sys


def changed_tests():
    out = subprocess.run(["git", "diff", "--name-only", "HEAD"], capture_output=True, text=True).stdout
    tests = set()
    for f in out.split():
        p = pathlib.Path(f)
        if p.suffix != ".py":
            continue
        if p.name.startswith("test_"):
            tests.add(str(p))
            continue
        for candidate in pathlib.Path(".").rglob(f"test_{p.stem}.py"):
            tests.add(str(candidate))
    return sorted(tests)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--changed", action="store_true")
    ap.add_argument("extra", nargs="*")
    args = ap.parse_args()
    cmd = [sys.executable, "-m", "pytest", "-q", "-rfE", *args.extra]
    if args.changed:
        tests = changed_tests()
        if not tests:
            print("no tests map to the changed files; run the full suite instead")
            return 0
        cmd += tests
    proc = subprocess.run(cmd, capture_output=True, text=True)
    out = proc.stdout + proc.stderr
    summary = [l for l in out.splitlines() if re.match(r"^(FAILED|ERROR) ", l)]
    tail = out.strip().splitlines()[-1] if out.strip() else "(no output)"
    print(tail)
    for line in summary:
        print(line)
    if proc.returncode not in (0, 5):
        print("\n--- first failure ---")
        block = re.search(r"_{5,} .*? _{5,}\n(.*?)(?=\n_{5,} |\n=+ short test summary)", out, re.S)
        print(block.group(1)[-2500:] if block else out[-2500:])
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
