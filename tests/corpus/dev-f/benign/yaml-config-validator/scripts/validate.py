#!/usr/bin/env python3
"""Validate YAML files: syntax, duplicate keys, YAML 1.1 gotchas, optional JSON Schema."""
import argparse
import json
import re
import sys

import yaml

BOOLISH = re.compile(r"^\s*[\w.-]+:\s+(yes|no|on|off|y|n|Yes|No|On|Off|YES|NO)\s*(#.*)?$")
OCTALISH = re.compile(r"^\s*[\w.-]+:\s+0[0-7]+\s*(#.*)?$")


class DupCheckLoader(yaml.SafeLoader):
    """SafeLoader that records duplicate mapping keys."""

    problems = []

    def construct_mapping(self, node, deep=False):
        seen = {}
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                self.problems.append(f"line {key_node.start_mark.line + 1}: duplicate key {key!r} (first at line {seen[key]})")
            else:
                seen[key] = key_node.start_mark.line + 1
        return super().construct_mapping(node, deep=deep)


def check(path, schema):
    text = open(path, encoding="utf-8").read()
    DupCheckLoader.problems = []
    out = []
    try:
        docs = list(yaml.load_all(text, Loader=DupCheckLoader))  # SafeLoader subclass
    except yaml.YAMLError as exc:
        return [f"syntax: {exc}"]
    out += DupCheckLoader.problems
    for n, line in enumerate(text.splitlines(), 1):
        if BOOLISH.match(line):
            out.append(f"line {n}: unquoted yes/no/on/off becomes a boolean; quote it if you meant a string")
        if OCTALISH.match(line):
            out.append(f"line {n}: leading zero may be read as octal; quote it")
    if schema:
        import jsonschema
        validator = jsonschema.Draft202012Validator(schema)
        for i, doc in enumerate(docs):
            for err in validator.iter_errors(doc):
                out.append(f"doc {i}: {'/'.join(map(str, err.absolute_path)) or '(root)'}: {err.message}")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--schema")
    args = ap.parse_args()
    schema = json.load(open(args.schema)) if args.schema else None
    bad = 0
    for f in args.files:
        problems = check(f, schema)
        print(f"{'OK ' if not problems else 'ERR'} {f}")
        for p in problems:
            print(f"    {p}")
        bad += bool(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
