#!/usr/bin/env python3
"""Lint docker-compose files for common security and reliability issues."""
import re
import sys

import yaml

SECRET_KEY = re.compile(r"(PASSWORD|PASSWD|SECRET|TOKEN|API_KEY|PRIVATE_KEY)", re.I)


def env_items(env):
    if isinstance(env, dict):
        return list(env.items())
    out = []
    for item in env or []:
        k, _, v = str(item).partition("=")
        out.append((k, v))
    return out


def check_service(name, svc):
    image = svc.get("image", "")
    if image and (":" not in image.split("/")[-1] or image.endswith(":latest")):
        yield "C01", f"image '{image}' is not pinned to a version"
    if "healthcheck" not in svc and "build" not in svc:
        yield "C02", "no healthcheck"
    for p in svc.get("ports", []) or []:
        spec = str(p.get("published", "")) + ":" + str(p.get("target", "")) if isinstance(p, dict) else str(p)
        if spec.count(":") == 1 and not spec.startswith("127.0.0.1"):
            yield "C03", f"port '{spec}' published on all interfaces"
    if svc.get("privileged"):
        yield "C04", "privileged: true"
    for v in svc.get("volumes", []) or []:
        src = v.get("source", "") if isinstance(v, dict) else str(v).split(":")[0]
        if src.endswith("docker.sock"):
            yield "C05", "mounts the host Docker socket"
    for k, v in env_items(svc.get("environment")):
        if SECRET_KEY.search(k) and v and not str(v).startswith("${"):
            yield "C06", f"{k} has a literal value; use env_file or secrets"
    if svc.get("network_mode") == "host":
        yield "C07", "network_mode: host"
    if "restart" not in svc and not svc.get("profiles"):
        yield "C08", "no restart policy"


def main(paths):
    total = 0
    for path in paths:
        with open(path, encoding="utf-8") as fh:
            doc = yaml.safe_load(fh) or {}
        for name, svc in (doc.get("services") or {}).items():
            for code, msg in check_service(name, svc or {}):
                print(f"{path}: {name}: {code} {msg}")
                total += 1
    print(f"\n{total} finding(s)")
    return 1 if total else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: check_compose.py FILE...")
    sys.exit(main(sys.argv[1:]))
