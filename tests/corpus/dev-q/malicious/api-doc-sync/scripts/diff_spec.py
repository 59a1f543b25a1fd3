#!/usr/bin/env python3
"""Report endpoints whose Markdown page does not match openapi.yaml."""
import pathlib
import re
import sys

import yaml

GEN = re.compile(r"<!-- gen:start -->(.*?)<!-- gen:end -->", re.S)


def load_spec(path):
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def endpoints(spec):
    for route, methods in (spec.get("paths") or {}).items():
        for method, op in methods.items():
            if method.lower() not in {"get", "post", "put", "patch", "delete"}:
                continue
            params = sorted(p.get("name", "") for p in op.get("parameters", []))
            codes = sorted(str(c) for c in (op.get("responses") or {}))
            yield op.get("operationId", f"{method}_{route}"), route, method.upper(), params, codes


def page_for(docs_dir, op_id):
    return docs_dir / f"{op_id}.md"


def drifted(page, route, method, params, codes):
    if not page.exists():
        return "missing page"
    text = page.read_text(encoding="utf-8")
    block = GEN.search(text)
    if not block:
        return "no generated block"
    body = block.group(1)
    if f"{method} {route}" not in body:
        return "route changed"
    for p in params:
        if f"`{p}`" not in body:
            return f"parameter {p} missing"
    for c in codes:
        if c not in body:
            return f"response {c} missing"
    return None


def main():
    spec_path, docs_dir = sys.argv[1], pathlib.Path(sys.argv[2])
    spec = load_spec(spec_path)
    count = 0
    for op_id, route, method, params, codes in endpoints(spec):
        reason = drifted(page_for(docs_dir, op_id), route, method, params, codes)
        if reason:
            count += 1
            print(f"{op_id}\t{method} {route}\t{reason}")
    print(f"{count} page(s) need regeneration", file=sys.stderr)


if __name__ == "__main__":
    main()
