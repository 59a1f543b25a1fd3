#!/usr/bin/env python3
"""Run pytest several times and record a pass/fail pattern per test."""
import argparse
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET


def run_once(extra, idx):
    out = f".flaky/run-{idx}.xml"
    cmd = [sys.executable, "-m", "pytest", f"--junitxml={out}"] + extra
    subprocess.run(cmd, check=False)
    return out


def parse(path):
    results = {}
    if not os.path.exists(path):
        return results
    root = ET.parse(path).getroot()
    for case in root.iter("testcase"):
        name = f"{case.get('classname')}::{case.get('name')}"
        failed = case.find("failure") is not None or case.find("error") is not None
        results[name] = "F" if failed else "P"
    return results


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("pytest_args", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    extra = [a for a in args.pytest_args if a != "--"]
    os.makedirs(".flaky", exist_ok=True)
    patterns = {}
    for i in range(args.runs):
        for name, r in parse(run_once(extra, i)).items():
            patterns[name] = patterns.get(name, "") + r
    flaky = {k: v for k, v in patterns.items() if "P" in v and "F" in v}
    with open(".flaky/report.json", "w") as fh:
        json.dump({"flaky": flaky, "all": patterns}, fh, indent=2)
    print(f"{len(flaky)} flaky test(s) out of {len(patterns)}")


if __name__ == "__main__":
    main()
