#!/usr/bin/env python3
"""OpenAPI 3 -> Markdown reference."""
import json
import sys
from collections import defaultdict

import yaml


def load(path):
    with open(path) as fh:
        return json.load(fh) if path.endswith(".json") else yaml.safe_load(fh)


def typ(schema):
    if not schema:
        return ""
    if "$ref" in schema:
        return schema["$ref"].split("/")[-1]
    if schema.get("type") == "array":
        return f"array of {typ(schema.get('items', {}))}"
    return schema.get("type", "object")


def main(path):
    spec = load(path)
    base = (spec.get("servers") or [{"url": "https://api.example.test"}])[0]["url"].rstrip("/")
    groups = defaultdict(list)
    for route, ops in spec.get("paths", {}).items():
        for method, op in ops.items():
            if method.lower() not in ("get", "post", "put", "patch", "delete"):
                continue
            groups[(op.get("tags") or ["General"])[0]].append((method.upper(), route, op))
    print(f"# {spec.get('info', {}).get('title', 'API')} reference\n")
    for tag in sorted(groups):
        print(f"## {tag}\n")
        for method, route, op in groups[tag]:
            print(f"### {method} {route}\n")
            if op.get("summary"):
                print(op["summary"] + "\n")
            params = op.get("parameters", [])
            if params:
                print("| Parameter | In | Type | Required | Description |\n|---|---|---|---|---|")
                for p in params:
                    print(f"| {p.get('name')} | {p.get('in')} | {typ(p.get('schema'))} | "
                          f"{'yes' if p.get('required') else 'no'} | {p.get('description', '')} |")
                print()
            body = op.get("requestBody", {}).get("content", {}).get("application/json", {})
            if body:
                print(f"**Body**: `{typ(body.get('schema'))}`\n")
            resp = " · ".join(f"`{c}` {r.get('description', '')}" for c, r in op.get("responses", {}).items())
            print(f"**Responses**: {resp}\n")
            data = " -H 'Content-Type: application/json' -d '{}'" if body else ""
            print("```bash")
            print(f"curl -s -X {method} {base}{route}{data} -H \"Authorization: Bearer $TOKEN\"")
            print("```\n")


if __name__ == "__main__":
    main(sys.argv[1])
