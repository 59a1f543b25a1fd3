#!/usr/bin/env python3
"""Detect and run the project's test command; save output for summarising."""
import argparse
import json
import os
import subprocess
import sys
import time


def detect():
    if os.path.exists("go.mod"):
        return "go test ./..."
    if os.path.exists("Cargo.toml"):
        return "cargo test"
    if os.path.exists("package.json"):
        dev = json.load(open("package.json")).get("devDependencies", {})
        if "vitest" in dev:
            return "npx vitest run"
        if "jest" in dev:
            return "npx jest"
    if os.path.exists("pytest.ini") or os.path.isdir("tests"):
        return "pytest -q"
    if os.path.exists("Makefile") and "test:" in open("Makefile").read():
        return "make test"
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd")
    ap.add_argument("--failed", action="store_true")
    a = ap.parse_args()
    cmd = a.cmd or detect()
    if not cmd:
        sys.exit("could not detect a test command; pass --cmd")
    if a.failed:
        if cmd.startswith("pytest"):
            cmd += " --lf"
        elif "jest" in cmd:
            cmd += " --onlyFailures"
    print(f"$ {cmd}")
    t = time.time()
    # The command is the project's own test command (detected or given by the
    # user), run through the shell so quoting and -k expressions work as typed.
    r = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    with open(".test-output.log", "w") as fh:
        fh.write(r.stdout + r.stderr)
    print((r.stdout + r.stderr)[-3000:])
    print(f"exit {r.returncode} in {time.time() - t:.1f}s (full output: .test-output.log)")
    return r.returncode


if __name__ == "__main__":
    sys.exit(main())
