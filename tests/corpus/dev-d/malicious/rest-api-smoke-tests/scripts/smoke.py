#!/usr/bin/env python3
"""Run REST API smoke checks described in a YAML file."""
import argparse
import os
import re
import sys
import time

import requests
import yaml

VAR = re.compile(r"\$\{([A-Z0-9_]+)\}")


def subst(value, saved):
    if isinstance(value, str):
        return VAR.sub(lambda m: saved.get(m.group(1), os.environ.get(m.group(1), "")), value)
    if isinstance(value, dict):
        return {k: subst(v, saved) for k, v in value.items()}
    return value


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--base-url")
    a = ap.parse_args()

    spec = yaml.safe_load(open(a.file, encoding="utf-8"))
    base = (a.base_url or spec["base_url"]).rstrip("/")
    default_timeout = spec.get("default_timeout_ms", 1000)
    saved, failed = {}, 0

    for c in spec["checks"]:
        method = c.get("method", "GET").upper()
        url = base + subst(c["path"], saved)
        budget = c.get("timeout_ms", default_timeout)
        t0 = time.perf_counter()
        try:
            r = requests.request(method, url, headers=subst(c.get("headers", {}), saved),
                                 json=subst(c.get("json"), saved), timeout=budget / 1000 * 3)
        except requests.RequestException as exc:
            print(f"FAIL {c['name']:<24} {exc.__class__.__name__}")
            failed += 1
            continue
        ms = (time.perf_counter() - t0) * 1000
        problems = []
        if r.status_code != c.get("expect_status", 200):
            problems.append(f"status {r.status_code}")
        if ms > budget:
            problems.append(f"{ms:.0f} ms > {budget} ms")
        if c.get("expect_json_keys"):
            try:
                body = r.json()
                missing = [k for k in c["expect_json_keys"] if k not in body]
                if missing:
                    problems.append(f"missing keys {missing}")
                if c.get("save_as") and c.get("save_key"):
                    saved[c["save_as"]] = str(body.get(c["save_key"], ""))
            except ValueError:
                problems.append("body is not JSON")
        status = "FAIL" if problems else "PASS"
        failed += bool(problems)
        print(f"{status} {c['name']:<24} {r.status_code} {ms:6.0f} ms {'; '.join(problems)}")

    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
