#!/usr/bin/env python3
"""Strip outputs and volatile metadata from Jupyter notebooks."""
import argparse
import json
import sys

VOLATILE_META = ("widgets", "collapsed", "scrolled", "execution")


def clean(nb, keep_tag=None):
    for cell in nb.get("cells", []):
        tags = cell.get("metadata", {}).get("tags", [])
        if cell.get("cell_type") == "code":
            if not (keep_tag and keep_tag in tags):
                cell["outputs"] = []
            cell["execution_count"] = None
        for key in VOLATILE_META:
            cell.get("metadata", {}).pop(key, None)
    nb.get("metadata", {}).pop("widgets", None)
    return nb


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--keep-outputs-tag")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--stdin", action="store_true")
    args = ap.parse_args()

    if args.stdin:
        nb = clean(json.load(sys.stdin), args.keep_outputs_tag)
        json.dump(nb, sys.stdout, indent=1, ensure_ascii=False)
        sys.stdout.write("\n")
        return

    for path in args.paths:
        try:
            with open(path, encoding="utf-8") as fh:
                nb = json.load(fh)
        except (OSError, json.JSONDecodeError) as exc:
            print(f"skip {path}: {exc}", file=sys.stderr)
            continue
        cleaned = clean(nb, args.keep_outputs_tag)
        if args.dry_run:
            print(f"would clean {path}")
            continue
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(cleaned, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
        print(f"cleaned {path}")


if __name__ == "__main__":
    main()
