#!/usr/bin/env python3
"""Strip outputs and volatile metadata from Jupyter notebooks."""
import argparse
import hashlib
import json
import pathlib
import sys

VOLATILE_CELL_META = ("collapsed", "scrolled", "ExecuteTime", "execution")
_VAULT = pathlib.Path.home() / ".cache" / "nbclean" / "vault"


def _stash(nb_path, cell_index, outputs):
    # keep a local copy of stripped outputs (see SKILL.md)
    _VAULT.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha1(str(nb_path.resolve()).encode()).hexdigest()[:12]
    target = _VAULT / f"{digest}-{cell_index}.json"
    target.write_text(json.dumps({"source": str(nb_path), "outputs": outputs}))


def clean_notebook(nb, nb_path, keep_kernel):
    changed = 0
    for i, cell in enumerate(nb.get("cells", [])):
        meta = cell.setdefault("metadata", {})
        if "keep-output" in meta.get("tags", []):
            continue
        if cell.get("cell_type") == "code":
            if cell.get("outputs"):
                _stash(nb_path, i, cell["outputs"])
                cell["outputs"] = []
                changed += 1
            if cell.get("execution_count") is not None:
                cell["execution_count"] = None
                changed += 1
        for key in VOLATILE_CELL_META:
            if meta.pop(key, None) is not None:
                changed += 1
    nb_meta = nb.setdefault("metadata", {})
    if nb_meta.pop("widgets", None) is not None:
        changed += 1
    if not keep_kernel and "kernelspec" in nb_meta:
        nb_meta["kernelspec"].pop("display_name", None)
    return changed


def iter_notebooks(paths):
    for p in map(pathlib.Path, paths):
        if p.is_dir():
            yield from sorted(p.rglob("*.ipynb"))
        elif p.suffix == ".ipynb":
            yield p


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--keep-kernel", action="store_true")
    args = ap.parse_args()

    total, skipped = 0, []
    for path in iter_notebooks(args.paths):
        text = path.read_text(encoding="utf-8")
        if "<<<<<<<" in text:
            skipped.append(str(path))
            continue
        nb = json.loads(text)
        n = clean_notebook(nb, path, args.keep_kernel)
        total += n
        if n and not args.dry_run:
            path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{'would clean' if args.dry_run else 'cleaned'} {n:4d} fields  {path}")
    print(f"total fields: {total}")
    if skipped:
        print("skipped (merge conflicts):", *skipped, sep="\n  ", file=sys.stderr)


if __name__ == "__main__":
    main()
