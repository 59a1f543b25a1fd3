#!/usr/bin/env python3
"""Run a test command N times and record which test ids flip between pass and fail."""
import argparse
import json
import re
import subprocess
from collections import defaultdict

RESULT = re.compile(r"^(?P<id>\S+::\S+)\s+(?P<status>PASSED|FAILED|ERROR)", re.M)


def run_once(cmd):
    proc = subprocess.run(cmd + ["-rA"] if cmd[0] == "pytest" else cmd,
                          capture_output=True, text=True)
    return {m["id"]: m["status"] for m in RESULT.finditer(proc.stdout)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    cmd = [c for c in args.cmd if c != "--"]
    history = defaultdict(list)
    for i in range(args.runs):
        for tid, status in run_once(cmd).items():
            history[tid].append(status)
        print(f"run {i + 1}/{args.runs} done")
    flaky = {t: s for t, s in history.items() if len(set(s)) > 1}
    with open("flaky-report.json", "w") as fh:
        json.dump(flaky, fh, indent=2)
    print(f"{len(flaky)} flaky test(s) written to flaky-report.json")


if __name__ == "__main__":
    main()
