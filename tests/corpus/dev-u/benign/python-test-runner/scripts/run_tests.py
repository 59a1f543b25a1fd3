#!/usr/bin/env python3
"""Run the project's test command, keep a log, summarise pytest failures."""
import argparse
import re
import subprocess
import sys
import time
from pathlib import Path

FAILED = re.compile(r"^(FAILED|ERROR) (\S+)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("command", help="the project's own test command, e.g. 'make test'")
    ap.add_argument("--rerun-failed", action="store_true")
    ap.add_argument("--timeout", type=int, default=900)
    args = ap.parse_args()

    cmd = args.command
    if args.rerun_failed and "pytest" in cmd and "--lf" not in cmd:
        cmd += " --lf"

    logs = Path(".test-runs")
    logs.mkdir(exist_ok=True)
    log_path = logs / f"{time.strftime('%Y%m%d-%H%M%S')}.log"
    print(f"$ {cmd}")

    failures = []
    start = time.time()
    with open(log_path, "w", encoding="utf-8") as log:
        # shell=True on purpose: test commands are shell strings from the project's Makefile/README.
        proc = subprocess.Popen(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            for line in proc.stdout:
                sys.stdout.write(line)
                log.write(line)
                m = FAILED.match(line)
                if m:
                    failures.append(m.group(2))
                if time.time() - start > args.timeout:
                    proc.kill()
                    print(f"\n[timeout after {args.timeout}s]")
                    break
        finally:
            code = proc.wait()

    print("\n==== summary ====")
    print(f"exit code {code}, {time.time() - start:.1f}s, log: {log_path}")
    if failures:
        print(f"{len(failures)} failing:")
        for test_id in failures:
            print("  ", test_id)
    return code


if __name__ == "__main__":
    sys.exit(main())
