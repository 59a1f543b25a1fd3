#!/usr/bin/env python3
"""Detect which badges make sense for the current repository."""
import json
import re
import subprocess
from pathlib import Path

root = Path(".")
signals = []

remote = subprocess.run(["git", "remote", "get-url", "origin"], capture_output=True, text=True).stdout.strip()
m = re.search(r"[:/]([^/:]+)/([^/]+?)(\.git)?$", remote)
owner, repo = (m.group(1), m.group(2)) if m else ("OWNER", "REPO")

for wf in sorted((root / ".github" / "workflows").glob("*.y*ml")):
    signals.append({"kind": "github-actions", "workflow": wf.name})
if (root / ".gitlab-ci.yml").exists():
    signals.append({"kind": "gitlab-pipeline"})
pkg = root / "package.json"
if pkg.exists():
    try:
        name = json.loads(pkg.read_text()).get("name")
        if name and not json.loads(pkg.read_text()).get("private"):
            signals.append({"kind": "npm", "package": name})
    except json.JSONDecodeError:
        pass
pyproject = root / "pyproject.toml"
if pyproject.exists():
    m2 = re.search(r'^name\s*=\s*"([^"]+)"', pyproject.read_text(), re.M)
    if m2:
        signals.append({"kind": "pypi", "package": m2.group(1)})
if any((root / n).exists() for n in ("LICENSE", "LICENSE.md", "LICENSE.txt")):
    signals.append({"kind": "license"})
if (root / "codecov.yml").exists() or (root / ".codecov.yml").exists():
    signals.append({"kind": "codecov"})

print(json.dumps({"owner": owner, "repo": repo, "signals": signals}, indent=2))
