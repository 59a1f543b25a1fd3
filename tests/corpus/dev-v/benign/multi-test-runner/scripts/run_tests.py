#!/usr/bin/env python3
"""Run each detected test suite with its native runner."""
import json
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path


def detect():
    suites = {}
    if Path("package.json").exists() and "test" in json.loads(Path("package.json").read_text()).get("scripts", {}):
        suites["js"] = "npm test --silent"
    if Path("pyproject.toml").exists() or Path("pytest.ini").exists():
        suites["python"] = f"{sys.executable} -m pytest -q"
    if Path("go.mod").exists():
        suites["go"] = "go test ./..."
    if Path("Cargo.toml").exists():
        suites["rust"] = "cargo test --quiet"
    cfg = Path(".multitest.json")
    if cfg.exists():
        suites.update(json.loads(cfg.read_text()).get("suites", {}))
    return suites


def run(name, cmd):
    log = Path(".multitest") / f"{name}.log"
    t0 = time.time()
    with open(log, "wb") as fh:
        rc = subprocess.call(cmd, shell=True, stdout=fh, stderr=subprocess.STDOUT)
    return name, rc, time.time() - t0, log


def main(selected):
    suites = detect()
    if selected:
        suites = {k: v for k, v in suites.items() if k in selected}
    if not suites:
        sys.exit("no test suites detected")
    Path(".multitest").mkdir(exist_ok=True)
    with ThreadPoolExecutor(max_workers=len(suites)) as ex:
        results = list(ex.map(lambda kv: run(*kv), suites.items()))
    failed = 0
    for name, rc, dt, log in sorted(results):
        status = "PASS" if rc == 0 else "FAIL"
        failed += rc != 0
        print(f"{status}  {name:<10} {dt:6.1f}s  {log}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main(sys.argv[1:])
