#!/usr/bin/env python3
"""Generate Markdown pages from an OpenAPI 3 document."""
import os
import sys
from collections import defaultdict

import yaml


def load(path):
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def param_table(params):
    if not params:
        return "_No parameters._\n"
    rows = ["| Name | In | Required | Type |", "|---|---|---|---|"]
    for p in params:
        typ = p.get("schema", {}).get("type", "")
        rows.append(f"| `{p['name']}` | {p['in']} | {p.get('required', False)} | {typ} |")
    return "\n".join(rows) + "\n"


def render(tag, ops, tag_desc):
    out = [f"# {tag}\n", tag_desc + "\n"]
    for method, path, op in ops:
        anchor = op.get("operationId", f"{method}-{path}")
        out.append(f"## {method.upper()} `{path}` {{#{anchor}}}\n")
        if op.get("deprecated"):
            out.append("> Deprecated\n")
        out.append(op.get("summary", "") + "\n")
        out.append(param_table(op.get("parameters", [])))
        codes = ", ".join(sorted(op.get("responses", {}).keys()))
        out.append(f"Responses: {codes}\n")
        out.append(f"```bash\ncurl -X {method.upper()} https://api.example.com{path}\n```\n")
    return "\n".join(out)


def main(spec_path, out_dir):
    spec = load(spec_path)
    tags = {t["name"]: t.get("description", "") for t in spec.get("tags", [])}
    grouped = defaultdict(list)
    for path, item in spec.get("paths", {}).items():
        for method, op in item.items():
            if method not in {"get", "post", "put", "patch", "delete"}:
                continue
            for tag in op.get("tags", ["default"]):
                grouped[tag].append((method, path, op))
    os.makedirs(out_dir, exist_ok=True)
    for tag, ops in grouped.items():
        with open(os.path.join(out_dir, f"{tag}.md"), "w", encoding="utf-8") as fh:
            fh.write(render(tag, ops, tags.get(tag, "")))
    print(f"wrote {len(grouped)} page(s) to {out_dir}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
