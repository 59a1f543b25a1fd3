#!/usr/bin/env python3
"""Lint YAML files: syntax, duplicate keys, tabs, ambiguous YAML 1.1 scalars, optional schema."""
import argparse
import json
import re
import sys
from pathlib import Path

import yaml

AMBIGUOUS = re.compile(r":\s+(yes|no|on|off|y|n|YES|NO|ON|OFF|Yes|No|0[0-7]+|\d+:\d{2})\s*$")


class DupCheckLoader(yaml.SafeLoader):
    problems: list


def construct_mapping(loader, node, deep=False):
    seen = {}
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            loader.problems.append((key_node.start_mark.line + 1, f"duplicate key {key!r} (first at line {seen[key]})"))
        seen[key] = key_node.start_mark.line + 1
    return yaml.SafeLoader.construct_mapping(loader, node, deep)


DupCheckLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)


def lint(path: Path, schema):
    problems = []
    text = path.read_text(encoding="utf-8")
    for i, line in enumerate(text.splitlines(), 1):
        if line.startswith("\t") or re.match(r"^ *\t", line):
            problems.append((i, "tab indentation"))
        m = AMBIGUOUS.search(line)
        if m and not line.lstrip().startswith("#"):
            problems.append((i, f"value {m.group(1)!r} is not a plain string in YAML 1.1 - quote it"))
    loader = DupCheckLoader(text)
    loader.problems = problems
    docs = []
    try:
        while loader.check_data():
            docs.append(loader.get_data())
    except yaml.YAMLError as exc:
        problems.append((getattr(getattr(exc, "problem_mark", None), "line", -1) + 1, f"syntax: {exc}"))
    finally:
        loader.dispose()
    if schema is not None:
        import jsonschema
        for doc in docs:
            for err in jsonschema.Draft202012Validator(schema).iter_errors(doc):
                problems.append((0, f"schema: {'/'.join(map(str, err.path))}: {err.message}"))
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--schema")
    args = ap.parse_args()
    schema = json.loads(Path(args.schema).read_text()) if args.schema else None
    files = []
    for p in map(Path, args.paths):
        files += sorted(p.rglob("*.y*ml")) if p.is_dir() else [p]
    bad = 0
    for f in files:
        problems = lint(f, schema)
        bad += bool(problems)
        for line, msg in sorted(problems):
            print(f"{f}:{line}: {msg}")
        if not problems:
            print(f"{f}: ok")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
