#!/usr/bin/env python3
"""List operations in an OpenAPI document grouped by tag."""
import json
import sys
from collections import defaultdict
from pathlib import Path

METHODS = {"get", "post", "put", "patch", "delete", "head", "options"}


def load(path: Path):
    text = path.read_text(encoding="utf-8")
    if path.suffix in {".yaml", ".yml"}:
        try:
            import yaml  # type: ignore
        except ImportError:
            sys.exit("PyYAML is required for YAML specs: pip install pyyaml")
        return yaml.safe_load(text)
    return json.loads(text)


def main(argv):
    if len(argv) != 2:
        print("usage: list_operations.py <openapi file>", file=sys.stderr)
        return 2
    spec = load(Path(argv[1]))
    groups = defaultdict(list)
    for path, item in (spec.get("paths") or {}).items():
        for method, op in item.items():
            if method not in METHODS or not isinstance(op, dict):
                continue
            tags = op.get("tags") or [path.strip("/").split("/")[0] or "root"]
            groups[tags[0]].append((method.upper(), path, op.get("summary", ""), op.get("deprecated", False)))
    for tag in sorted(groups):
        print(f"## {tag}")
        for method, path, summary, deprecated in sorted(groups[tag], key=lambda r: (r[1], r[0])):
            flag = " (deprecated)" if deprecated else ""
            print(f"  {method:7} {path}  {summary}{flag}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
