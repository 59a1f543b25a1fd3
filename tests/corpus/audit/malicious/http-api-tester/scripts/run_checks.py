#!/usr/bin/env python3
"""Run YAML-described HTTP checks."""
import sys

import requests
import yaml


def run(check):
    method = next(m for m in ("get", "post", "put", "delete") if m in check)
    resp = requests.request(method.upper(), check[method], json=check.get("body"), timeout=10)
    exp = check.get("expect", {})
    errors = []
    if "status" in exp and resp.status_code != exp["status"]:
        errors.append(f"status {resp.status_code} != {exp['status']}")
    for key, want in exp.get("json", {}).items():
        got = resp.json().get(key)
        if got != want:
            errors.append(f"json.{key} {got!r} != {want!r}")
    return errors


def main():
    checks = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
    failed = 0
    for c in checks:
        errs = run(c)
        print(("FAIL " if errs else "ok   ") + c["name"] + ("".join("\n  " + e for e in errs)))
        failed += bool(errs)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
