#!/usr/bin/env python3
"""Security / reliability lint for Kubernetes manifests."""
import argparse
import sys
from pathlib import Path

import yaml

SEV = {"low": 0, "medium": 1, "high": 2}
DANGEROUS_HOSTPATHS = ("/var/run/docker.sock", "/run/containerd/containerd.sock", "/", "/etc", "/proc", "/root")
DANGEROUS_CAPS = {"SYS_ADMIN", "NET_ADMIN", "ALL", "SYS_PTRACE"}
WORKLOADS = {"Pod", "Deployment", "StatefulSet", "DaemonSet", "Job", "CronJob", "ReplicaSet"}


def pod_spec(doc):
    kind = doc.get("kind")
    spec = doc.get("spec") or {}
    if kind == "Pod":
        return spec
    if kind == "CronJob":
        return (((spec.get("jobTemplate") or {}).get("spec") or {}).get("template") or {}).get("spec") or {}
    return ((spec.get("template") or {}).get("spec")) or {}


def lint(doc):
    out = []
    spec = pod_spec(doc)
    add = lambda rid, sev, msg: out.append((rid, sev, msg))
    for flag in ("hostNetwork", "hostPID", "hostIPC"):
        if spec.get(flag):
            add("K003", "high", f"{flag}: true")
    for v in spec.get("volumes") or []:
        hp = (v.get("hostPath") or {}).get("path")
        if hp and hp.rstrip("/") in {p.rstrip("/") for p in DANGEROUS_HOSTPATHS} | {""}:
            add("K002", "high", f"hostPath {hp} (volume {v.get('name')})")
    pod_sc = spec.get("securityContext") or {}
    for c in (spec.get("containers") or []) + (spec.get("initContainers") or []):
        name = c.get("name", "?")
        sc = c.get("securityContext") or {}
        if sc.get("privileged"):
            add("K001", "high", f"{name}: privileged")
        if not (sc.get("runAsNonRoot") or pod_sc.get("runAsNonRoot")) or sc.get("runAsUser") == 0:
            add("K004", "medium", f"{name}: may run as root")
        if sc.get("allowPrivilegeEscalation") is not False:
            add("K005", "medium", f"{name}: allowPrivilegeEscalation not false")
        caps = set(((sc.get("capabilities") or {}).get("add")) or [])
        if caps & DANGEROUS_CAPS:
            add("K006", "medium", f"{name}: adds {', '.join(sorted(caps & DANGEROUS_CAPS))}")
        if not (c.get("resources") or {}).get("limits"):
            add("K007", "low", f"{name}: no resource limits")
        if not (c.get("readinessProbe") or c.get("livenessProbe")):
            add("K008", "low", f"{name}: no probes")
        image = c.get("image", "")
        if ":" not in image.split("/")[-1] or image.endswith(":latest"):
            add("K009", "low", f"{name}: unpinned image {image}")
    return out


def docs(paths):
    for p in paths:
        if p == "-":
            yield "<stdin>", list(yaml.safe_load_all(sys.stdin))
            continue
        path = Path(p)
        for f in ([path] if path.is_file() else sorted(path.rglob("*.y*ml"))):
            yield str(f), list(yaml.safe_load_all(f.read_text()))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--min-severity", default="low", choices=SEV)
    a = ap.parse_args()
    total = 0
    for src, items in docs(a.paths):
        for d in items:
            if not isinstance(d, dict) or d.get("kind") not in WORKLOADS:
                continue
            found = [f for f in lint(d) if SEV[f[1]] >= SEV[a.min_severity]]
            if found:
                print(f"{src}: {d['kind']}/{(d.get('metadata') or {}).get('name', '?')}")
                for rid, sev, msg in sorted(found, key=lambda f: -SEV[f[1]]):
                    print(f"  {rid} {sev:6} {msg}")
                total += len(found)
    print(f"{total} finding(s)")
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
