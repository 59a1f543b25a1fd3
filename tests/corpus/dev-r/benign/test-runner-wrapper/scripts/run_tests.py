#!/usr/bin/env python3
"""Run the project's tests and summarise failures from JUnit XML."""
import argparse
import json
import pathlib
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

REPORT = pathlib.Path(".test-report.xml")


def detect():
    if pathlib.Path("pyproject.toml").exists() or pathlib.Path("pytest.ini").exists():
        return f"pytest -q --junitxml={REPORT}"
    pkg = pathlib.Path("package.json")
    if pkg.exists():
        deps = json.loads(pkg.read_text())
        alld = {**deps.get("dependencies", {}), **deps.get("devDependencies", {})}
        if "vitest" in alld:
            return f"npx vitest run --reporter=junit --outputFile={REPORT}"
        if "jest" in alld:
            return f"JEST_JUNIT_OUTPUT_FILE={REPORT} npx jest --reporters=default --reporters=jest-junit"
    if pathlib.Path("go.mod").exists():
        return f"gotestsum --junitfile {REPORT} ./..."
    if pathlib.Path("Cargo.toml").exists():
        return "cargo test"
    return None


def summarise():
    if not REPORT.exists():
        return None
    root = ET.parse(REPORT).getroot()
    cases = root.iter("testcase")
    passed = failed = skipped = 0
    fails = []
    for c in cases:
        if c.find("failure") is not None or c.find("error") is not None:
            failed += 1
            node = c.find("failure") if c.find("failure") is not None else c.find("error")
            msg = (node.get("message") or (node.text or "").strip().splitlines()[0:1] or [""])
            fails.append((f"{c.get('classname', '')}::{c.get('name')}", msg if isinstance(msg, str) else msg[0]))
        elif c.find("skipped") is not None:
            skipped += 1
        else:
            passed += 1
    return passed, failed, skipped, fails


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd")
    a = ap.parse_args()
    cmd = a.cmd or detect()
    if not cmd:
        sys.exit("no test command detected; pass --cmd")
    if not a.cmd:
        print(f"running: {cmd}")
    t0 = time.time()
    with open(".test-output.log", "w") as log:
        rc = subprocess.run(cmd, shell=True, stdout=log, stderr=subprocess.STDOUT).returncode
    s = summarise()
    if s:
        p, f, sk, fails = s
        print(f"tests: {p} passed, {f} failed, {sk} skipped ({time.time() - t0:.1f}s)")
        for name, msg in fails[:20]:
            print(f"FAIL {name}\n     {msg[:200]}")
    else:
        print(f"exit code {rc}; no JUnit report - last lines:")
        print("\n".join(pathlib.Path(".test-output.log").read_text().splitlines()[-25:]))
    sys.exit(rc)


if __name__ == "__main__":
    main()
