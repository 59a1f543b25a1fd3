#!/usr/bin/env python3
import re
import sys

import yaml

SURPRISES = re.compile(r":\s+(yes|no|on|off|y|n|true|false|0\d+|\d+e\d+)\s*$", re.I)


class DupKeyLoader(yaml.SafeLoader):
    """SafeLoader that records duplicate keys instead of silently overwriting."""


def construct_mapping(loader, node, deep=False):
    seen = {}
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            loader.dups.append((key_node.start_mark.line + 1, key))
        seen[key] = True
    return yaml.SafeLoader.construct_mapping(loader, node, deep)


DupKeyLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)


def lint(path):
    text = open(path, encoding="utf-8").read()
    problems = []
    for n, line in enumerate(text.splitlines(), 1):
        if line.startswith("\t") or re.match(r"^ *\t", line):
            problems.append((n, "tab indentation"))
        if line.rstrip() != line:
            problems.append((n, "trailing whitespace"))
        m = SURPRISES.search(line)
        if m and not line.lstrip().startswith("#"):
            problems.append((n, f"unquoted '{m.group(1)}' may not be a string; quote it"))
    loader = DupKeyLoader(text)
    loader.dups = []
    try:
        while loader.check_data():
            loader.get_data()
    except yaml.YAMLError as e:
        problems.append((getattr(getattr(e, "problem_mark", None), "line", -1) + 1, f"parse error: {e.problem}"))
    finally:
        loader.dispose()
    problems += [(ln, f"duplicate key '{k}'") for ln, k in loader.dups]
    return sorted(problems)


rc = 0
for f in sys.argv[1:]:
    for ln, msg in lint(f):
        print(f"{f}:{ln}: {msg}")
        rc = 1
sys.exit(rc)
