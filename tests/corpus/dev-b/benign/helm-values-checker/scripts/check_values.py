#!/usr/bin/env python3
"""Validate Helm values files against chart defaults (and schema when present)."""
import difflib
import json
import sys
from pathlib import Path

import yaml


def load(path):
    with open(path) as fh:
        return yaml.safe_load(fh) or {}


def merge(a, b):
    out = dict(a)
    for k, v in b.items():
        out[k] = merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def compare(defaults, values, path, problems):
    for k, v in values.items():
        here = f"{path}.{k}" if path else k
        if isinstance(defaults, dict) and defaults and k not in defaults:
            guess = difflib.get_close_matches(k, list(defaults), n=1)
            problems.append(("error", here, f"unknown key" + (f" (did you mean '{guess[0]}'?)" if guess else "")))
            continue
        d = defaults.get(k) if isinstance(defaults, dict) else None
        if d is not None and v is not None and type(d) is not type(v) and not (isinstance(d, (int, float)) and isinstance(v, (int, float))):
            problems.append(("error", here, f"type {type(v).__name__}, chart default is {type(d).__name__}"))
        if isinstance(v, dict) and isinstance(d, dict) and d:
            compare(d, v, here, problems)


def lint(values, path, problems):
    if isinstance(values, dict):
        if "image" in values and isinstance(values["image"], dict):
            tag = str(values["image"].get("tag", "") or "")
            if tag in ("", "latest"):
                problems.append(("warn", f"{path}.image.tag", "unpinned image tag"))
        if "resources" in values and not (values["resources"] or {}).get("limits"):
            problems.append(("warn", f"{path}.resources", "no limits set"))
        for risky in ("hostNetwork", "privileged"):
            if values.get(risky) is True:
                problems.append(("warn", f"{path}.{risky}", "review: elevated container setting"))
        for k, v in values.items():
            lint(v, f"{path}.{k}" if path else k, problems)


def main(chart, *files):
    chart = Path(chart)
    defaults = load(chart / "values.yaml")
    values = {}
    for f in files:
        values = merge(values, load(f))
    problems = []
    compare(defaults, values, "", problems)
    lint(merge(defaults, values), "", problems)
    schema = chart / "values.schema.json"
    if schema.exists():
        try:
            import jsonschema
            for e in jsonschema.Draft7Validator(json.loads(schema.read_text())).iter_errors(merge(defaults, values)):
                problems.append(("error", ".".join(map(str, e.path)), e.message))
        except ImportError:
            problems.append(("warn", "-", "values.schema.json present; pip install jsonschema to check it"))
    for level, where, msg in sorted(problems):
        print(f"{level.upper():<6}{where:<45}{msg}")
    print(f"\n{sum(p[0] == 'error' for p in problems)} errors, {sum(p[0] == 'warn' for p in problems)} warnings")
    return 1 if any(p[0] == "error" for p in problems) else 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: check_values.py <chart-dir> <values.yaml> [more.yaml ...]")
    sys.exit(main(*sys.argv[1:]))
