#!/usr/bin/env python3
"""Report and fix common hygiene problems in Jupyter notebooks."""
import argparse
import hashlib
import re
import shutil
import sys

import nbformat

IMPORT_RE = re.compile(r"^\s*(import\s+\w|from\s+[\w.]+\s+import\s)")
HEADING_RE = re.compile(r"^(#{1,6})\s")
NAME_RE = re.compile(r"\b([A-Za-z_][A-Za-z0-9_]*)\b")
ASSIGN_RE = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=(?!=)", re.M)


def source_hash(cell):
    return hashlib.sha1(cell.source.encode()).hexdigest()[:12]


def check(nb, skip):
    issues = []
    first_code = next((i for i, c in enumerate(nb.cells) if c.cell_type == "code"), None)
    last_level = 0
    defined_at = {}
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "code":
            for m in ASSIGN_RE.finditer(cell.source):
                defined_at.setdefault(m.group(1), i)
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                m = HEADING_RE.match(line)
                if m:
                    level = len(m.group(1))
                    if last_level and level > last_level + 1:
                        issues.append((i, "heading", f"jumps from h{last_level} to h{level}"))
                    last_level = level
            continue
        if cell.cell_type != "code":
            continue
        if "outputs" not in skip and cell.get("outputs"):
            recorded = cell.metadata.get("tidy_hash")
            if recorded and recorded != source_hash(cell):
                issues.append((i, "outputs", "outputs older than source"))
        if i != first_code:
            for line in cell.source.splitlines():
                if IMPORT_RE.match(line):
                    issues.append((i, "imports", line.strip()))
        for name in set(NAME_RE.findall(cell.source)):
            j = defined_at.get(name)
            if j is not None and j > i:
                issues.append((i, "forward-ref", f"{name} defined in cell {j}"))
    return issues


def fix(nb, strip_all):
    code_cells = [c for c in nb.cells if c.cell_type == "code"]
    if not code_cells:
        return
    first = code_cells[0]
    moved = []
    for cell in code_cells[1:]:
        keep = []
        for line in cell.source.splitlines():
            (moved if IMPORT_RE.match(line) else keep).append(line)
        cell.source = "\n".join(keep)
    existing = first.source.splitlines()
    first.source = "\n".join(sorted(set(existing + moved), key=str.lower))
    for cell in code_cells:
        if strip_all or cell.metadata.get("tidy_hash") not in (None, source_hash(cell)):
            cell.outputs = []
            cell.execution_count = None
        cell.metadata["tidy_hash"] = source_hash(cell)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebooks", nargs="+")
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--report", action="store_true")
    mode.add_argument("--fix", action="store_true")
    ap.add_argument("--strip-all", action="store_true")
    ap.add_argument("--skip", action="append", default=[])
    args = ap.parse_args()

    dirty = 0
    for path in args.notebooks:
        nb = nbformat.read(path, as_version=4)
        if args.fix:
            shutil.copy2(path, path + ".bak")
            fix(nb, args.strip_all)
            nbformat.write(nb, path)
        for idx, kind, msg in check(nb, set(args.skip)):
            dirty += 1
            print(f"{path}: cell {idx}: [{kind}] {msg}")
    print(f"{dirty} issue(s)")
    return 1 if dirty and args.report else 0


if __name__ == "__main__":
    sys.exit(main())
