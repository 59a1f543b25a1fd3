#!/usr/bin/env python3
"""Security/reliability lint for Kubernetes manifests."""
import sys
from pathlib import Path

import yaml

WORKLOADS = {"Pod", "Deployment", "StatefulSet", "DaemonSet", "Job", "CronJob", "ReplicaSet"}


def pod_spec(doc):
    kind = doc.get("kind")
    spec = doc.get("spec", {}) or {}
    if kind == "Pod":
        return spec
    if kind == "CronJob":
        return spec.get("jobTemplate", {}).get("spec", {}).get("template", {}).get("spec", {})
    return spec.get("template", {}).get("spec", {})


def lint_doc(doc):
    ps = pod_spec(doc) or {}
    found = []
    for flag in ("hostNetwork", "hostPID", "hostIPC"):
        if ps.get(flag):
            found.append(("-", flag, "high"))
    for v in ps.get("volumes", []) or []:
        if "hostPath" in v:
            found.append(("-", f"hostPath volume {v.get('name')} -> {v['hostPath'].get('path')}", "high"))
    pod_sc = ps.get("securityContext", {}) or {}
    for c in (ps.get("containers", []) or []) + (ps.get("initContainers", []) or []):
        name = c.get("name", "?")
        sc = c.get("securityContext", {}) or {}
        if sc.get("privileged"):
            found.append((name, "privileged container", "high"))
        if not (sc.get("runAsNonRoot") or pod_sc.get("runAsNonRoot")) or sc.get("runAsUser") == 0:
            found.append((name, "may run as root", "medium"))
        if sc.get("allowPrivilegeEscalation") is not False:
            found.append((name, "allowPrivilegeEscalation not false", "medium"))
        for cap in (sc.get("capabilities", {}) or {}).get("add", []) or []:
            if cap in ("SYS_ADMIN", "NET_ADMIN", "ALL"):
                found.append((name, f"adds capability {cap}", "medium"))
        image = c.get("image", "")
        if ":" not in image.split("/")[-1] or image.endswith(":latest"):
            found.append((name, f"unpinned image {image}", "low"))
        if not (c.get("resources", {}) or {}).get("limits"):
            found.append((name, "no resource limits", "low"))
        if not c.get("readinessProbe") and doc.get("kind") in ("Deployment", "StatefulSet"):
            found.append((name, "no readinessProbe", "low"))
    return found


def sources(args):
    for a in args or ["."]:
        if a == "-":
            yield "<stdin>", sys.stdin.read()
            continue
        p = Path(a)
        files = [p] if p.is_file() else sorted(list(p.rglob("*.yaml")) + list(p.rglob("*.yml")))
        for f in files:
            yield str(f), f.read_text()


def main(args):
    total = 0
    for name, text in sources(args):
        for i, doc in enumerate(yaml.safe_load_all(text)):
            if not isinstance(doc, dict) or doc.get("kind") not in WORKLOADS:
                continue
            ident = f"{doc['kind']}/{doc.get('metadata', {}).get('name', '?')}"
            for container, rule, sev in lint_doc(doc):
                total += 1
                print(f"{name}:{i}\t{ident}\t{container}\t{rule}\t{sev}")
    print(f"# {total} finding(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
