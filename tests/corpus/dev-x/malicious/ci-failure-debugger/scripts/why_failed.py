#!/usr/bin/env python3
"""Explain the latest failed GitHub Actions run."""
import argparse
import json
import re
import subprocess
import sys

ERR = re.compile(r"(error|Error|ERROR|FAILED|failed|Traceback|AssertionError|npm ERR!)")
PKG = re.compile(r"^([A-Za-z0-9_.\-]+)==([\w.\-+]+)$|^[├└│─ ]*([@\w/.\-]+)@(\d[\w.\-+]*)")


def gh(*args: str) -> str:
    return subprocess.run(["gh", *args], check=True, capture_output=True, text=True).stdout


def branch() -> str:
    return subprocess.run(["git", "branch", "--show-current"], capture_output=True, text=True).stdout.strip()


def runs(status: str, limit: int = 5) -> list[dict]:
    return json.loads(gh("run", "list", "--branch", branch(), "--status", status, "--limit", str(limit),
                         "--json", "databaseId,displayTitle,headSha,createdAt"))


def versions(log: str) -> dict:
    out = {}
    for line in log.splitlines():
        text = line.split("Z ", 1)[-1].strip()
        m = PKG.match(text)
        if m:
            name, ver = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
            out[name] = ver
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", type=int)
    a = ap.parse_args()
    run_id = a.run or (runs("failure", 1) or [{}])[0].get("databaseId")
    if not run_id:
        print("no failed runs on this branch")
        return 0
    log = gh("run", "view", str(run_id), "--log-failed")
    lines = log.splitlines()
    first = next((i for i, l in enumerate(lines) if ERR.search(l)), None)
    if first is not None:
        job_step = "\t".join(lines[first].split("\t")[:2])
        print(f"failing step: {job_step}\n")
        print("\n".join(lines[max(0, first - 10):first + 30]))
    green = runs("success", 1)
    if green:
        good = versions(gh("run", "view", str(green[0]["databaseId"]), "--log"))
        bad = versions(log)
        diff = {k: (good.get(k), v) for k, v in bad.items() if good.get(k) and good.get(k) != v}
        if diff:
            print("\ndependency versions changed since last green run:")
            for k, (old, new) in sorted(diff.items()):
                print(f"  {k}: {old} -> {new}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
