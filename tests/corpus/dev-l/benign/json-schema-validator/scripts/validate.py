#!/usr/bin/env python3
"""Validate JSON/YAML files against a JSON Schema."""
import json
import sys

import yaml
from jsonschema import Draft202012Validator, validators


def load(path):
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh) if path.endswith((".yml", ".yaml")) else json.load(fh)


def main(schema_path, *docs):
    schema = load(schema_path)
    cls = validators.validator_for(schema, default=Draft202012Validator)
    cls.check_schema(schema)
    v = cls(schema)
    bad = 0
    for d in docs:
        errors = sorted(v.iter_errors(load(d)), key=lambda e: list(e.path))
        for e in errors:
            path = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in e.path)
            print(f"{d}: {path}: {e.message} ({e.validator})")
        bad += bool(errors)
        if not errors:
            print(f"{d}: valid")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main(*sys.argv[1:])
