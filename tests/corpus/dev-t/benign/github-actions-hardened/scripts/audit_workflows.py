#!/usr/bin/env python3
"""Audit GitHub Actions workflows for common security mistakes."""
import re
import sys
from pathlib import Path

import yaml

SHA = re.compile(r"@[0-9a-f]{40}$")
UNTRUSTED = re.compile(r"\$\{\{\s*github\.event\.(pull_request\.(title|body|head\.ref)|issue\.(title|body)|comment\.body|head_commit\.message)[^}]*\}\}")


def audit(path):
    wf = yaml.safe_load(path.read_text())
    out = []
    triggers = wf.get(True, wf.get("on")) or {}
    trig_names = set(triggers) if isinstance(triggers, (dict, list)) else {triggers}
    if "permissions" not in wf:
        out.append("no top-level permissions: block (token may default to write)")
    dangerous_trigger = trig_names & {"pull_request_target", "workflow_run"}
    for jname, job in (wf.get("jobs") or {}).items():
        if any("secrets." in str(v) for v in (job.get("env") or {}).values()):
            out.append(f"{jname}: secrets in job-level env (visible to every step)")
        for i, step in enumerate(job.get("steps") or []):
            where = f"{jname}.steps[{i}]"
            uses = step.get("uses", "")
            if uses and not uses.startswith("./") and not SHA.search(uses):
                out.append(f"{where}: {uses} not pinned to a commit SHA")
            if dangerous_trigger and uses.startswith("actions/checkout") and "head" in str(step.get("with", {})):
                out.append(f"{where}: checks out PR head under {', '.join(dangerous_trigger)}")
            run = step.get("run", "")
            if UNTRUSTED.search(run):
                out.append(f"{where}: untrusted event data interpolated into run:")
            if "toJSON(secrets)" in str(step):
                out.append(f"{where}: toJSON(secrets) exposes every secret")
    return out


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows")
    total = 0
    for f in sorted(root.glob("*.y*ml")):
        for finding in audit(f):
            print(f"{f}: {finding}")
            total += 1
    print(f"{total} finding(s)")
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
