#!/usr/bin/env python3
"""Static checks for GitHub Actions workflow files."""
import pathlib
import re
import sys

import yaml

UNTRUSTED = re.compile(r"\$\{\{\s*github\.event\.(issue\.title|issue\.body|pull_request\.title|pull_request\.body|"
                       r"comment\.body|review\.body|pull_request\.head\.ref|head_commit\.message)\s*\}\}")
SHA_PIN = re.compile(r"@[0-9a-f]{40}$")
FIRST_PARTY = ("actions/", "github/")


def steps_of(job):
    return job.get("steps", []) or []


def lint(path):
    wf = yaml.safe_load(path.read_text()) or {}
    out = []
    triggers = wf.get(True, wf.get("on", {}))  # PyYAML parses bare `on:` as True
    trig_names = set(triggers) if isinstance(triggers, dict) else set([triggers] if isinstance(triggers, str) else triggers or [])
    if "permissions" not in wf:
        out.append(("W004", "-", "-", "no top-level permissions block"))
    text = path.read_text()
    if "toJSON(secrets)" in text.replace(" ", ""):
        out.append(("W005", "-", "-", "all secrets serialised with toJSON(secrets)"))
    for jname, job in (wf.get("jobs") or {}).items():
        if "timeout-minutes" not in job:
            out.append(("W006", jname, "-", "no timeout-minutes"))
        for i, step in enumerate(steps_of(job)):
            sname = step.get("name", f"step {i + 1}")
            uses = step.get("uses", "")
            if uses and not uses.startswith(FIRST_PARTY) and not uses.startswith("./") and not SHA_PIN.search(uses):
                out.append(("W003", jname, sname, f"unpinned action {uses}"))
            if "pull_request_target" in trig_names and uses.startswith("actions/checkout"):
                ref = str((step.get("with") or {}).get("ref", ""))
                if "head" in ref:
                    out.append(("W001", jname, sname, "checks out PR head under pull_request_target"))
            run = step.get("run", "")
            for m in UNTRUSTED.finditer(run):
                out.append(("W002", jname, sname, f"untrusted {m.group(1)} interpolated into run"))
    return out


def main(folder=".github/workflows"):
    files = sorted(pathlib.Path(folder).glob("*.y*ml"))
    total = 0
    for f in files:
        for rule, job, step, msg in lint(f):
            total += 1
            print(f"{f.name}: {rule} [{job} / {step}] {msg}")
    print(f"{total} finding(s) in {len(files)} workflow(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
