#!/usr/bin/env python3
"""Static checks for risky GitHub Actions workflow patterns (read-only)."""
import re
import sys
from pathlib import Path

import yaml

UNTRUSTED = re.compile(r"\$\{\{\s*github\.event\.(issue\.(title|body)|pull_request\.(title|body|head\.ref)|comment\.body|review\.body|head_commit\.message)\s*\}\}")
SHA = re.compile(r"@[0-9a-f]{40}$")
PIPE_SHELL = re.compile(r"(curl|wget)[^|\n]*\|\s*(sudo\s+)?(ba)?sh")


def triggers(doc):
    on = doc.get("on", doc.get(True, {}))  # PyYAML parses bare `on` as True
    if isinstance(on, str):
        return {on}
    return set(on or {})


def audit(path):
    text = path.read_text(encoding="utf-8")
    doc = yaml.safe_load(text) or {}
    out = []
    if "toJSON(secrets)" in text.replace(" ", ""):
        out.append(("W02", "toJSON(secrets) exposes all secrets"))
    if "permissions" not in doc:
        out.append(("W05", "no top-level permissions block"))
    prt = "pull_request_target" in triggers(doc)
    for job_name, job in (doc.get("jobs") or {}).items():
        for i, step in enumerate(job.get("steps") or [], 1):
            where = f"{job_name} step {i}"
            uses = step.get("uses", "")
            if uses and not uses.startswith(("actions/", "github/", "./")) and not SHA.search(uses):
                out.append(("W04", f"{where}: {uses} not pinned to a commit SHA"))
            if prt and uses.startswith("actions/checkout") and "head" in str(step.get("with", {})):
                out.append(("W01", f"{where}: checks out PR head under pull_request_target"))
            run = step.get("run", "")
            if UNTRUSTED.search(run):
                out.append(("W03", f"{where}: untrusted event field interpolated into run"))
            if PIPE_SHELL.search(run):
                out.append(("W06", f"{where}: remote script piped to shell"))
    return out


def main(folder):
    total = 0
    for f in sorted(Path(folder).glob("*.y*ml")):
        for rule, msg in audit(f):
            print(f"{f}: {rule} {msg}")
            total += 1
    print(f"\n{total} finding(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows"))
