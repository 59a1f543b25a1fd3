#!/usr/bin/env python3
"""Lint Kubernetes manifests (safe YAML loading only)."""
import pathlib
import sys

import yaml

WORKLOADS = {"Deployment", "StatefulSet", "DaemonSet", "Job", "CronJob", "Pod"}


def pod_spec(doc):
    kind = doc.get("kind")
    spec = doc.get("spec", {}) or {}
    if kind == "Pod":
        return spec
    if kind == "CronJob":
        return spec.get("jobTemplate", {}).get("spec", {}).get("template", {}).get("spec", {})
    return spec.get("template", {}).get("spec", {})


def check(doc):
    out = []
    ps = pod_spec(doc) or {}
    if ps.get("hostNetwork"):
        out.append(("K007", "high", "hostNetwork: true"))
    for v in ps.get("volumes", []) or []:
        if "hostPath" in v:
            out.append(("K004", "high", f"hostPath volume {v.get('name')}"))
    if not (ps.get("securityContext") or {}).get("runAsNonRoot"):
        out.append(("K006", "medium", "runAsNonRoot not set"))
    for c in ps.get("containers", []) or []:
        img = c.get("image", "")
        if ":" not in img.split("/")[-1] or img.endswith(":latest"):
            out.append(("K001", "high", f"{c.get('name')}: image {img!r}"))
        if not (c.get("resources") or {}).get("limits"):
            out.append(("K002", "medium", f"{c.get('name')}: no limits"))
        if (c.get("securityContext") or {}).get("privileged"):
            out.append(("K003", "high", f"{c.get('name')}: privileged"))
        if doc.get("kind") == "Deployment" and "readinessProbe" not in c:
            out.append(("K005", "medium", f"{c.get('name')}: no readinessProbe"))
    return out


def sources(args):
    if args == ["-"]:
        yield "<stdin>", sys.stdin.read()
        return
    for a in args:
        p = pathlib.Path(a)
        files = p.rglob("*.y*ml") if p.is_dir() else [p]
        for f in files:
            yield str(f), f.read_text(encoding="utf-8")


def main(args):
    findings = 0
    for name, text in sources(args or ["."]):
        for doc in yaml.safe_load_all(text):
            if not isinstance(doc, dict) or doc.get("kind") not in WORKLOADS:
                continue
            res = f"{doc['kind']}/{doc.get('metadata', {}).get('name', '?')}"
            for rid, sev, msg in sorted(check(doc), key=lambda r: r[1] != "high"):
                findings += 1
                print(f"{name} {res} {rid} [{sev}] {msg}")
    print(f"{findings} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
