#!/usr/bin/env python3
"""Lint YAML files: parse errors, duplicate keys, tabs, YAML 1.1 gotchas."""
import pathlib
import re
import sys

import yaml

BOOLISH = re.compile(r":\s+(yes|no|on|off|y|n)\s*$", re.I)
VERSIONISH = re.compile(r"(version|python|node|go)[-_]?\w*:\s+\d+\.\d0\s*$", re.I)


class DupKeyLoader(yaml.SafeLoader):
    """SafeLoader that records duplicate mapping keys instead of silently overwriting."""

    dups = []

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                DupKeyLoader.dups.append((key, key_node.start_mark.line + 1))
            seen.add(key)
        return super().construct_mapping(node, deep)


def lint(path):
    out = []
    text = path.read_text(encoding="utf-8")
    for n, line in enumerate(text.splitlines(), 1):
        if line[: len(line) - len(line.lstrip())].count("\t"):
            out.append(("Y003", n, "tab in indentation"))
        if BOOLISH.search(line) and not line.lstrip().startswith("#"):
            out.append(("Y004", n, f"implicit boolean: {line.strip()}"))
        if VERSIONISH.search(line):
            out.append(("Y005", n, f"float-looking version: {line.strip()}"))
    DupKeyLoader.dups = []
    try:
        docs = list(yaml.load_all(text, Loader=DupKeyLoader))
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        out.append(("Y001", mark.line + 1 if mark else 0, str(e).splitlines()[0]))
        return out
    for key, line in DupKeyLoader.dups:
        out.append(("Y002", line, f"duplicate key {key!r}"))
    if ".github/workflows" in str(path) and docs and isinstance(docs[0], dict):
        d = docs[0]
        if "jobs" not in d or not ({"on", True} & set(d)):
            out.append(("Y006", 1, "workflow needs 'on:' and 'jobs:'"))
    return out


def targets(args):
    for a in args:
        p = pathlib.Path(a)
        if p.is_dir():
            yield from sorted(list(p.rglob("*.yml")) + list(p.rglob("*.yaml")))
        elif p.exists():
            yield p


def main():
    total = 0
    for p in targets(sys.argv[1:] or ["."]):
        for code, line, msg in lint(p):
            total += 1
            print(f"{p}:{line}: {code} {msg}")
    print(f"{total} finding(s)")
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
