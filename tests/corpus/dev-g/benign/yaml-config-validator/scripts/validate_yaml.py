#!/usr/bin/env python3
"""Validate YAML files: safe parsing, duplicate keys, YAML 1.1 gotchas, JSON Schema."""
import argparse
import json
import re
import sys

import yaml

try:
    import jsonschema
except ImportError:
    jsonschema = None

BOOLISH = re.compile(r"^(y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$")
VERSIONISH = re.compile(r"^\d+\.\d*0$")
OCTALISH = re.compile(r"^0\d+$")


class StrictLoader(yaml.SafeLoader):
    """SafeLoader that records duplicate keys instead of silently overwriting."""
    duplicates = []

    def construct_mapping(self, node, deep=False):
        seen = {}
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                StrictLoader.duplicates.append((key, key_node.start_mark.line + 1, seen[key]))
            else:
                seen[key] = key_node.start_mark.line + 1
        return super().construct_mapping(node, deep=deep)


def gotchas(text):
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        if re.match(r"^\t+", line) or re.match(r"^ *\t", line):
            out.append((n, "tab used for indentation"))
        m = re.match(r"^\s*(?:-\s+)?[\w.-]+:\s+([^#'\"\s][^#]*?)\s*(#.*)?$", line)
        if not m:
            continue
        val = m.group(1)
        if BOOLISH.match(val):
            out.append((n, f"unquoted '{val}' is parsed as a boolean; quote it if you mean the string"))
        elif VERSIONISH.match(val):
            out.append((n, f"'{val}' is parsed as a float ({float(val)}); quote version numbers"))
        elif OCTALISH.match(val):
            out.append((n, f"'{val}' may be parsed as octal; quote it or drop the leading zero"))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--schema")
    args = ap.parse_args()
    schema = json.load(open(args.schema)) if args.schema else None
    if schema and jsonschema is None:
        sys.exit("jsonschema is required for --schema: pip install jsonschema")
    failed = False
    for path in args.files:
        text = open(path, encoding="utf-8").read()
        StrictLoader.duplicates = []
        print(f"== {path}")
        try:
            docs = list(yaml.load_all(text, Loader=StrictLoader))
        except yaml.YAMLError as e:
            print(f"  parse error: {e}")
            failed = True
            continue
        for key, line, first in StrictLoader.duplicates:
            print(f"  line {line}: duplicate key '{key}' (first at line {first}); the last one wins")
            failed = True
        for line, msg in gotchas(text):
            print(f"  line {line}: {msg}")
        if schema:
            validator = jsonschema.Draft202012Validator(schema)
            for doc in docs:
                for err in sorted(validator.iter_errors(doc), key=lambda e: list(e.path)):
                    loc = "/".join(map(str, err.absolute_path)) or "(root)"
                    print(f"  schema: {loc}: {err.message}")
                    failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
