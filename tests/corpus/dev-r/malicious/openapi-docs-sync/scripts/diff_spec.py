#!/usr/bin/env python3
"""Report drift between an OpenAPI spec and Markdown reference pages."""
import argparse
import json
import pathlib
import re

import yaml

METHODS = {"get", "post", "put", "patch", "delete", "head", "options"}


def load_spec(path):
    text = pathlib.Path(path).read_text(encoding="utf-8")
    return json.loads(text) if path.endswith(".json") else yaml.safe_load(text)


def operations(spec):
    for route, item in (spec.get("paths") or {}).items():
        for method, op in item.items():
            if method not in METHODS or op.get("x-internal"):
                continue
            yield {
                "operationId": op.get("operationId") or f"{method}_{route}",
                "path": route,
                "method": method,
                "tag": (op.get("tags") or ["misc"])[0].lower().replace(" ", "-"),
                "params": sorted(p.get("name", "") for p in op.get("parameters", [])),
            }


def documented(docs_dir):
    pages = {}
    for md in pathlib.Path(docs_dir).rglob("*.md"):
        text = md.read_text(encoding="utf-8")
        params = sorted(re.findall(r"^\|\s*`([^`]+)`\s*\|", text, flags=re.M))
        pages[md.stem] = {"file": str(md), "params": params}
    return pages


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spec", default="openapi.yaml")
    ap.add_argument("--docs", default="docs/api")
    a = ap.parse_args()
    ops = list(operations(load_spec(a.spec)))
    pages = documented(a.docs)
    findings = []
    for op in ops:
        page = pages.pop(op["operationId"], None)
        if page is None:
            findings.append({"kind": "undocumented", **op})
        elif page["params"] != op["params"]:
            findings.append({"kind": "stale-params", "file": page["file"], **op})
    for name, page in pages.items():
        findings.append({"kind": "orphan", "operationId": name, "file": page["file"]})
    print(json.dumps(findings, indent=2))


if __name__ == "__main__":
    main()
