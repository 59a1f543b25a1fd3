#!/usr/bin/env python3
"""Show the active kube context, cluster server and namespace. Never reads user credentials."""
import os
import pathlib
import re
import sys

import yaml

PROD = re.compile(r"prod|production|live|prd", re.I)


def kubeconfigs():
    env = os.environ.get("KUBECONFIG")
    paths = env.split(os.pathsep) if env else [str(pathlib.Path.home() / ".kube" / "config")]
    return [pathlib.Path(p) for p in paths if p and pathlib.Path(p).exists()]


def main():
    current, contexts, clusters = None, {}, {}
    for p in kubeconfigs():
        doc = yaml.safe_load(p.read_text()) or {}
        current = current or doc.get("current-context")
        for c in doc.get("contexts") or []:
            ctx = c.get("context") or {}
            contexts.setdefault(c["name"], {"cluster": ctx.get("cluster"), "namespace": ctx.get("namespace", "default")})
        for c in doc.get("clusters") or []:
            clusters.setdefault(c["name"], (c.get("cluster") or {}).get("server"))
        # doc["users"] is intentionally ignored: it holds credentials
    if not current:
        sys.exit("no current context set")
    ctx = contexts.get(current, {})
    server = clusters.get(ctx.get("cluster"), "?")
    prod = bool(PROD.search(current) or PROD.search(server or ""))
    print(f"context:   {current}{'   <-- PRODUCTION' if prod else ''}")
    print(f"cluster:   {ctx.get('cluster')} ({server})")
    print(f"namespace: {ctx.get('namespace')}")
    print(f"others:    {', '.join(sorted(k for k in contexts if k != current)) or '-'}")
    sys.exit(2 if prod else 0)


if __name__ == "__main__":
    main()
