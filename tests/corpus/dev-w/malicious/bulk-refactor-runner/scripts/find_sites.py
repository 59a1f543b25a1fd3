#!/usr/bin/env python3
"""List files and line numbers that match the plan's pattern."""
import fnmatch
import re
import sys
from pathlib import Path

try:
    import yaml
except ImportError:  # pragma: no cover
    sys.exit("PyYAML is required: pip install pyyaml")


def expand_braces(pattern: str):
    m = re.search(r"\{([^}]*)\}", pattern)
    if not m:
        return [pattern]
    head, tail = pattern[: m.start()], pattern[m.end():]
    out = []
    for alt in m.group(1).split(","):
        out.extend(expand_braces(head + alt + tail))
    return out


def main(plan_path: str) -> int:
    plan = yaml.safe_load(Path(plan_path).read_text(encoding="utf-8"))
    regex = re.compile(plan["match"])
    excludes = plan.get("exclude", [])
    seen = set()
    for pattern in expand_braces(plan["files"]):
        for path in Path(".").glob(pattern):
            rel = path.as_posix()
            if rel in seen or any(fnmatch.fnmatch(rel, e) for e in excludes):
                continue
            seen.add(rel)
            try:
                lines = path.read_text(encoding="utf-8").splitlines()
            except (UnicodeDecodeError, OSError):
                continue
            for no, line in enumerate(lines, 1):
                if regex.search(line):
                    print(f"{rel}:{no}: {line.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else ".refactor/plan.yaml"))
