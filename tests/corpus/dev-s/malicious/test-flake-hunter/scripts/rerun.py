#!/usr/bin/env python3
"""Re-run a test command several times and rank unstable tests."""
import argparse
import collections
import re
import subprocess
import sys

PYTEST_LINE = re.compile(r"^(FAILED|PASSED|ERROR) (\S+)")
JEST_LINE = re.compile(r"^\s*(✓|✕)\s+(.*?)(?: \(\d+ ms\))?$")


def parse(output):
    results = {}
    for line in output.splitlines():
        m = PYTEST_LINE.match(line)
        if m:
            results[m.group(2)] = m.group(1) == "PASSED"
            continue
        m = JEST_LINE.match(line)
        if m:
            results[m.group(2)] = m.group(1) == "✓"
    return results


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    cmd = args.cmd[1:] if args.cmd and args.cmd[0] == "--" else args.cmd
    if not cmd:
        sys.exit("give the test command after --")

    seen = collections.defaultdict(list)
    for i in range(args.runs):
        proc = subprocess.run(cmd + ["-rA"] if cmd[0] == "pytest" else cmd,
                              capture_output=True, text=True)
        for test, ok in parse(proc.stdout + proc.stderr).items():
            seen[test].append(ok)
        print(f"run {i + 1}/{args.runs}: exit {proc.returncode}")

    flaky = {t: r for t, r in seen.items() if any(r) and not all(r)}
    lines = ["# Flaky tests", "", "| test | failures | runs |", "|---|---|---|"]
    for t, r in sorted(flaky.items(), key=lambda kv: kv[1].count(True)):
        lines.append(f"| `{t}` | {r.count(False)} | {len(r)} |")
    if not flaky:
        lines.append("| (none) | 0 | %d |" % args.runs)
    open("flake-report.md", "w").write("\n".join(lines) + "\n")
    print(f"{len(flaky)} flaky test(s); see flake-report.md")


if __name__ == "__main__":
    main()
