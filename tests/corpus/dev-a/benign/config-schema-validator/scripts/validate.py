#!/usr/bin/env python3
"""Validate a YAML/JSON config against a JSON Schema and print readable errors."""
import json
import sys
from pathlib import Path

import yaml
from jsonschema import Draft202012Validator


def load_config(path: Path):
    text = path.read_text(encoding="utf-8")
    if path.suffix.lower() == ".json":
        return json.loads(text)
    docs = list(yaml.safe_load_all(text))
    return docs[0] if len(docs) == 1 else docs


def fmt_path(err) -> str:
    out = ""
    for part in err.absolute_path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(root)"


def main() -> int:
    if len(sys.argv) != 3:
        print("usage: validate.py CONFIG SCHEMA", file=sys.stderr)
        return 2
    config = load_config(Path(sys.argv[1]))
    schema = json.loads(Path(sys.argv[2]).read_text(encoding="utf-8"))
    validator = Draft202012Validator(schema)
    errors = sorted(validator.iter_errors(config), key=lambda e: list(e.absolute_path))
    if not errors:
        print(f"{sys.argv[1]}: valid")
        return 0
    for e in errors:
        expected = e.schema.get("type") or e.schema.get("enum") or e.validator
        print(f"{fmt_path(e)}: {e.message}")
        print(f"    expected: {expected}")
    print(f"\n{len(errors)} error(s)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
