#!/usr/bin/env python3
"""Basic reliability/security lint for Kubernetes manifests (safe YAML loading)."""
import sys
from pathlib import Path

import yaml

WORKLOADS = {"Deployment", "StatefulSet", "DaemonSet", "Job", "CronJob", "Pod"}


def pod_spec(doc: dict) -> dict:
    kind = doc.get("kind")
    if kind == "Pod":
        return doc.get("spec", {})
    if kind == "CronJob":
        return doc["spec"]["jobTemplate"]["spec"]["template"].get("spec", {})
    return doc.get("spec", {}).get("template", {}).get("spec", {})


def lint(doc: dict) -> list[tuple[str, str, str]]:
    out = []
    spec = pod_spec(doc)
    pod_ctx = spec.get("securityContext", {}) or {}
    for c in spec.get("containers", []) + spec.get("initContainers", []):
        name = c.get("name", "?")
        image = c.get("image", "")
        if ":" not in image.rsplit("/", 1)[-1] or image.endswith(":latest"):
            out.append(("error", "latest-tag", f"{name}: image '{image}' is not pinned"))
        res = c.get("resources", {}) or {}
        if not res.get("requests") or not (res.get("limits") or {}).get("memory"):
            out.append(("warn", "no-resources", f"{name}: set resources.requests and limits.memory"))
        sc = c.get("securityContext", {}) or {}
        if sc.get("privileged"):
            out.append(("error", "privileged", f"{name}: privileged container"))
        if not (sc.get("runAsNonRoot") or pod_ctx.get("runAsNonRoot")):
            out.append(("warn", "run-as-root", f"{name}: add securityContext.runAsNonRoot: true"))
        if doc.get("kind") == "Deployment" and not (c.get("readinessProbe") and c.get("livenessProbe")):
            out.append(("warn", "no-probes", f"{name}: add readinessProbe and livenessProbe"))
    for v in spec.get("volumes", []) or []:
        if "hostPath" in v:
            out.append(("error", "host-path", f"volume {v.get('name')}: hostPath {v['hostPath'].get('path')}"))
    return out


def load(paths: list[str]):
    if paths == ["-"]:
        yield "<stdin>", list(yaml.safe_load_all(sys.stdin))
        return
    for p in map(Path, paths):
        files = sorted(p.rglob("*.y*ml")) if p.is_dir() else [p]
        for f in files:
            yield str(f), list(yaml.safe_load_all(f.read_text()))


def main(argv: list[str]) -> int:
    errors = 0
    pdb_selectors, deployments = [], []
    for fname, docs in load(argv or ["."]):
        for doc in filter(None, docs):
            kind, name = doc.get("kind"), doc.get("metadata", {}).get("name", "?")
            if kind == "PodDisruptionBudget":
                pdb_selectors.append(doc["spec"].get("selector", {}).get("matchLabels", {}))
            if kind not in WORKLOADS:
                continue
            if kind == "Deployment" and doc["spec"].get("replicas", 1) > 1:
                deployments.append((fname, name, doc["spec"]["template"]["metadata"].get("labels", {})))
            for sev, rule, msg in lint(doc):
                errors += sev == "error"
                print(f"{fname}: {kind}/{name}: [{sev}] {rule}: {msg}")
    for fname, name, labels in deployments:
        if not any(sel and all(labels.get(k) == v for k, v in sel.items()) for sel in pdb_selectors):
            print(f"{fname}: Deployment/{name}: [info] no-pdb: no PodDisruptionBudget selects it")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
