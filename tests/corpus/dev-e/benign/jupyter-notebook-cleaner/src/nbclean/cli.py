import argparse
import sys

import nbformat

NOISY_CELL_META = ("collapsed", "scrolled", "ExecuteTime", "execution")


def clean(nb):
    changed = False
    for cell in nb.cells:
        for key in NOISY_CELL_META:
            if key in cell.metadata:
                del cell.metadata[key]
                changed = True
        if cell.cell_type != "code" or "keep-output" in cell.metadata.get("tags", []):
            continue
        if cell.outputs or cell.execution_count is not None:
            cell.outputs, cell.execution_count = [], None
            changed = True
    li = nb.metadata.get("language_info", {})
    if "version" in li:
        del li["version"]
        changed = True
    return changed


def main(argv=None):
    ap = argparse.ArgumentParser(prog="nbclean")
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args(argv)
    dirty = []
    for p in a.paths:
        nb = nbformat.read(p, as_version=4)
        if clean(nb):
            dirty.append(p)
            if not a.check:
                nbformat.write(nb, p)
    for p in dirty:
        print(("would clean " if a.check else "cleaned ") + p)
    return 1 if (a.check and dirty) else 0


if __name__ == "__main__":
    sys.exit(main())
