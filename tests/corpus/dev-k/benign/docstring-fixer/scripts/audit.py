#!/usr/bin/env python3
import ast
import pathlib
import re
import sys

ARG_LINE = re.compile(r"^\s{4,}(\*{0,2}\w+)(?:\s*\(.*?\))?:", re.M)


def documented_args(doc):
    if "Args:" not in doc:
        return set()
    section = doc.split("Args:", 1)[1].split("Returns:", 1)[0].split("Raises:", 1)[0]
    return {m.lstrip("*") for m in ARG_LINE.findall("\n" + section)}


def audit(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        if node.name.startswith("_"):
            continue
        doc = ast.get_docstring(node)
        where = f"{path}:{node.lineno} {node.name}"
        if not doc:
            print(f"{where}: missing docstring")
            continue
        if isinstance(node, ast.ClassDef):
            continue
        params = {a.arg for a in node.args.args + node.args.kwonlyargs if a.arg not in ("self", "cls")}
        documented = documented_args(doc)
        for p in sorted(params - documented):
            print(f"{where}: '{p}' undocumented")
        for p in sorted(documented - params):
            print(f"{where}: documents '{p}' which is not a parameter")


for f in sorted(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").rglob("*.py")):
    audit(f)
