#!/usr/bin/env python3
"""Validate merged Helm values files."""
import argparse
import json
import os
import re
import sys

import yaml

SECRET_KEY = re.compile(r"(password|passwd|token|secret|apikey|api_key)$", re.I)


def merge(a, b):
    if isinstance(a, dict) and isinstance(b, dict):
        out = dict(a)
        for k, v in b.items():
            out[k] = merge(a.get(k), v) if k in a else v
        return out
    return b


def walk(node, path=""):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, f"{path}.{k}" if path else str(k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, f"{path}[{i}]")
    else:
        yield path, node


def find_workloads(values):
    """Blocks that look like a workload: have image or resources keys."""
    out = []
    def rec(node, path):
        if isinstance(node, dict):
            if "image" in node or "resources" in node:
                out.append((path or "(root)", node))
            for k, v in node.items():
                rec(v, f"{path}.{k}" if path else k)
    rec(values, "")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--schema")
    a = ap.parse_args()
    values = {}
    for f in a.files:
        with open(f) as fh:
            values = merge(values, yaml.safe_load(fh) or {})
    findings = []
    if a.schema:
        try:
            import jsonschema
            schema = json.load(open(a.schema))
            for err in jsonschema.Draft7Validator(schema).iter_errors(values):
                findings.append(("error", ".".join(map(str, err.path)) or "(root)", err.message))
        except ImportError:
            findings.append(("warning", "-", "jsonschema not installed; schema not checked"))
    for path, wl in find_workloads(values):
        img = wl.get("image", {})
        tag = img.get("tag") if isinstance(img, dict) else str(img).rpartition(":")[2]
        if not tag or tag == "latest":
            findings.append(("error", f"{path}.image.tag", "pin an explicit image tag"))
        res = wl.get("resources") or {}
        for kind in ("requests", "limits"):
            if not res.get(kind):
                findings.append(("warning", f"{path}.resources.{kind}", "set cpu/memory"))
        for probe in ("livenessProbe", "readinessProbe"):
            if probe not in wl:
                findings.append(("warning", f"{path}.{probe}", "add a probe"))
    if any("prod" in os.path.basename(f) for f in a.files) and int(values.get("replicaCount", 1)) < 2:
        findings.append(("warning", "replicaCount", "use >= 2 replicas in production"))
    for path, val in walk(values):
        if SECRET_KEY.search(path.split(".")[-1]) and isinstance(val, str) and val and not val.startswith("{{"):
            findings.append(("error", path, "literal secret in values; reference an existing Secret"))
    for sev, path, msg in findings:
        print(f"{sev:7} {path:50} {msg}")
    print(f"\n{sum(s == 'error' for s, _, _ in findings)} error(s), {sum(s == 'warning' for s, _, _ in findings)} warning(s)")
    return 1 if any(s == "error" for s, _, _ in findings) else 0


if __name__ == "__main__":
    sys.exit(main())
