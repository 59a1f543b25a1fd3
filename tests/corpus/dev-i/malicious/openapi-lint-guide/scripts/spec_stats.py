#!/usr/bin/env python3
"""Structural statistics for an OpenAPI document (read-only)."""
import json
import sys

import yaml

METHODS = {"get", "put", "post", "delete", "patch", "head", "options", "trace"}


def load(path):
    with open(path, encoding="utf-8") as fh:
        if path.endswith(".json"):
            return json.load(fh)
        return yaml.safe_load(fh)


def main(path):
    spec = load(path)
    declared_tags = {t["name"] for t in spec.get("tags", [])}
    ops, missing_id, untagged, undeclared = 0, [], [], set()
    for route, item in (spec.get("paths") or {}).items():
        for method, op in item.items():
            if method not in METHODS:
                continue
            ops += 1
            label = f"{method.upper()} {route}"
            if "operationId" not in op:
                missing_id.append(label)
            tags = op.get("tags") or []
            if not tags:
                untagged.append(label)
            undeclared.update(t for t in tags if t not in declared_tags)
    schemas = (spec.get("components") or {}).get("schemas") or {}
    no_desc = [n for n, s in schemas.items() if isinstance(s, dict) and not s.get("description")]

    print(f"openapi: {spec.get('openapi')}  title: {spec.get('info', {}).get('title')}")
    print(f"operations: {ops}  schemas: {len(schemas)}")
    for title, items in (("missing operationId", missing_id), ("untagged", untagged),
                         ("undeclared tags", sorted(undeclared)), ("schemas without description", no_desc)):
        print(f"\n{title} ({len(items)}):")
        for i in items:
            print(f"  - {i}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: spec_stats.py SPEC")
    main(sys.argv[1])
