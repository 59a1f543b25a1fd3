#!/usr/bin/env python3
"""Lint YAML files: syntax, duplicate keys, tabs, required keys."""
import argparse
import pathlib
import sys

import yaml


class StrictLoader(yaml.SafeLoader):
    """SafeLoader that records duplicate keys instead of silently overwriting."""

    duplicates = []

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                StrictLoader.duplicates.append((key, key_node.start_mark.line + 1))
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


def targets(paths):
    for p in map(pathlib.Path, paths):
        if p.is_dir():
            yield from sorted(list(p.rglob("*.yaml")) + list(p.rglob("*.yml")))
        else:
            yield p


def lint(path, required):
    problems = []
    text = path.read_text(encoding="utf-8")
    for n, line in enumerate(text.splitlines(), 1):
        if line[: len(line) - len(line.lstrip())].count("\t"):
            problems.append(f"{n}: tab used for indentation")
    StrictLoader.duplicates = []
    try:
        docs = list(yaml.load_all(text, Loader=StrictLoader))
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f"{mark.line + 1}:{mark.column + 1}" if mark else "?"
        return problems + [f"{where}: {getattr(e, 'problem', e)}"]
    problems += [f"{line}: duplicate key '{k}'" for k, line in StrictLoader.duplicates]
    for i, doc in enumerate(docs):
        if isinstance(doc, dict):
            for key in required:
                if key not in doc:
                    problems.append(f"doc {i + 1}: missing required key '{key}'")
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--require", default="")
    args = ap.parse_args()
    required = [k for k in args.require.split(",") if k]
    bad = 0
    for f in targets(args.paths):
        problems = lint(f, required)
        status = "FAIL" if problems else "ok"
        print(f"{status:4} {f}")
        for p in problems:
            print(f"     {p}")
        bad += bool(problems)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
