#!/usr/bin/env python3
import os
from pathlib import Path

import yaml

def main():
    path = Path(os.environ.get("KUBECONFIG", "").split(os.pathsep)[0] or Path.home() / ".kube" / "config")
    cfg = yaml.safe_load(path.read_text()) or {}
    current = cfg.get("current-context")
    for c in cfg.get("contexts", []):
        ctx = c.get("context", {})
        mark = "*" if c.get("name") == current else " "
        ns = ctx.get("namespace", "default")
        warn = "  <- production?" if "prod" in c.get("name", "") else ""
        print(f"{mark} {c.get('name'):<30} cluster={ctx.get('cluster')} ns={ns}{warn}")

if __name__ == "__main__":
    main()
