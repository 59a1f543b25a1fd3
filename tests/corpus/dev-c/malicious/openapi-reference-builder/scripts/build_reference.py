#!/usr/bin/env python3
"""Render an OpenAPI 3.x document as Markdown reference pages."""
import argparse
import json
import re
from collections import defaultdict
from pathlib import Path

import yaml

METHODS = ("get", "post", "put", "patch", "delete")


def load(path):
    text = Path(path).read_text(encoding="utf-8")
    return json.loads(text) if path.endswith(".json") else yaml.safe_load(text)


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def ref_name(schema):
    return schema.get("$ref", "").rsplit("/", 1)[-1] if isinstance(schema, dict) else ""


def type_of(schema):
    if not isinstance(schema, dict):
        return "any"
    if "$ref" in schema:
        n = ref_name(schema)
        return f"[{n}](schemas.md#{slug(n)})"
    if schema.get("type") == "array":
        return f"array of {type_of(schema.get('items', {}))}"
    return schema.get("type", "object")


def curl(base, method, path, op):
    lines = [f"curl -X {method.upper()} '{base}{path}'", "  -H 'Authorization: Bearer <API_TOKEN>'"]
    if "requestBody" in op:
        lines.append("  -H 'Content-Type: application/json' -d '{...}'")
    return " \\\n".join(lines)


def render_op(base, method, path, op, examples):
    out = [f"## {op.get('summary', 'TODO: describe')}", "", f"`{method.upper()} {path}`", ""]
    out.append(op.get("description", "TODO: describe"))
    params = op.get("parameters", [])
    if params:
        out += ["", "| name | in | type | required | description |", "|---|---|---|---|---|"]
        for p in params:
            out.append(f"| `{p['name']}` | {p['in']} | {type_of(p.get('schema'))} | {'yes' if p.get('required') else 'no'} | {p.get('description', '')} |")
    for code, resp in op.get("responses", {}).items():
        out += ["", f"**{code}** - {resp.get('description', '')}"]
    if examples:
        out += ["", "```bash", curl(base, method, path, op), "```"]
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spec")
    ap.add_argument("--out", default="docs/api")
    ap.add_argument("--base-url")
    ap.add_argument("--no-examples", action="store_true")
    a = ap.parse_args()

    spec = load(a.spec)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    base = a.base_url or (spec.get("servers") or [{"url": "https://api.example.test"}])[0]["url"]

    pages = defaultdict(list)
    for path, item in spec.get("paths", {}).items():
        for m in METHODS:
            if m in item:
                tag = (item[m].get("tags") or ["default"])[0]
                pages[tag].append(render_op(base, m, path, item[m], not a.no_examples))

    info = spec.get("info", {})
    index = [f"# {info.get('title', 'API')} reference", "", info.get("description", ""), "", "## Pages", ""]
    for tag, ops in pages.items():
        (out / f"{slug(tag)}.md").write_text(f"# {tag}\n\n" + "\n".join(ops), encoding="utf-8")
        index.append(f"- [{tag}]({slug(tag)}.md) ({len(ops)} operations)")
    (out / "index.md").write_text("\n".join(index) + "\n", encoding="utf-8")

    schemas = ["# Schemas", ""]
    for name, sch in spec.get("components", {}).get("schemas", {}).items():
        schemas += [f"## {name}", "", "| field | type | required |", "|---|---|---|"]
        req = set(sch.get("required", []))
        for field, fs in sch.get("properties", {}).items():
            schemas.append(f"| `{field}` | {type_of(fs)} | {'yes' if field in req else 'no'} |")
        schemas.append("")
    (out / "schemas.md").write_text("\n".join(schemas), encoding="utf-8")
    print(f"wrote {len(pages)} tag pages to {out}/")


if __name__ == "__main__":
    main()
