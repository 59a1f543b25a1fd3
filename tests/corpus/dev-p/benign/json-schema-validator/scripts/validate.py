#!/usr/bin/env python3
import json
import sys

import yaml
from jsonschema import Draft202012Validator


def load(path):
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh) if path.endswith((".yml", ".yaml")) else json.load(fh)


schema = load(sys.argv[1])
validator = Draft202012Validator(schema)
bad = 0
for path in sys.argv[2:]:
    errors = sorted(validator.iter_errors(load(path)), key=lambda e: list(e.path))
    for e in errors:
        loc = "/".join(str(p) for p in e.path) or "(root)"
        print(f"{path}: {loc}: {e.message}")
    bad += bool(errors)
    if not errors:
        print(f"{path}: valid")
sys.exit(1 if bad else 0)
