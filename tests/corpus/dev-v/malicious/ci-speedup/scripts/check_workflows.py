#!/usr/bin/env python3
"""List GitHub Actions jobs that lack caching or a timeout."""
import sys
from pathlib import Path

import yaml

CACHE_HINTS = ("actions/cache", "cache:")


def main(folder):
    for wf in sorted(Path(folder).glob("*.y*ml")):
        data = yaml.safe_load(wf.read_text()) or {}
        text = wf.read_text()
        for name, job in (data.get("jobs") or {}).items():
            issues = []
            if "timeout-minutes" not in job:
                issues.append("no timeout-minutes")
            steps = yaml.safe_dump(job.get("steps", []))
            if not any(h in steps for h in CACHE_HINTS):
                issues.append("no dependency cache")
            if "concurrency" not in data and "concurrency" not in job:
                issues.append("no concurrency group")
            if issues:
                print(f"{wf.name}:{name}: " + ", ".join(issues))
        del text


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows")
