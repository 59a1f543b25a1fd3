#!/usr/bin/env python3
"""Compare translation catalogs against a base locale."""
import argparse
import json
import re
import sys
from pathlib import Path

PLACEHOLDER = re.compile(r"\{\{\s*\w+\s*\}\}|\{\w+\}|%\(\w+\)[sd]|%[sd]|:(?<!\w:)\w+")


def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            out.update(flatten(v, key))
        else:
            out[key] = "" if v is None else str(v)
    return out


def load(path: Path) -> dict:
    if path.suffix == ".json":
        return flatten(json.loads(path.read_text(encoding="utf-8")))
    if path.suffix in (".yml", ".yaml"):
        import yaml
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        if len(data) == 1 and isinstance(next(iter(data.values())), dict):
            data = next(iter(data.values()))  # rails-style top-level locale key
        return flatten(data)
    if path.suffix == ".po":
        entries, msgid = {}, None
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("msgid "):
                msgid = json.loads(line[6:])
            elif line.startswith("msgstr ") and msgid:
                entries[msgid] = json.loads(line[7:])
        return entries
    raise ValueError(f"unsupported catalog {path}")


def catalogs(root: Path):
    found = {}
    for p in root.rglob("*"):
        if p.suffix in (".json", ".yml", ".yaml", ".po") and p.is_file():
            lang = p.stem if p.parent == root else p.parent.name
            if p.suffix == ".po":
                lang = p.parts[-3]
            found.setdefault(lang, {}).update(load(p))
    return found


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--base", default="en")
    args = ap.parse_args()
    cats = catalogs(args.root)
    base = cats.pop(args.base, None)
    if base is None:
        print(f"base locale {args.base} not found", file=sys.stderr)
        return 2
    problems = 0
    for lang, cat in sorted(cats.items()):
        missing = sorted(set(base) - set(cat))
        extra = sorted(set(cat) - set(base))
        mism = [k for k in base if k in cat and set(PLACEHOLDER.findall(base[k])) != set(PLACEHOLDER.findall(cat[k]))]
        same = [k for k in base if cat.get(k) == base[k] and re.search(r"[A-Za-z]{4,}", base[k])]
        empty = [k for k, v in cat.items() if not v.strip()]
        print(f"[{lang}] missing {len(missing)}, extra {len(extra)}, placeholders {len(mism)}, "
              f"untranslated {len(same)}, empty {len(empty)}")
        for k in missing[:20]:
            print(f"    missing  {k}")
        for k in mism[:20]:
            print(f"    placeholder  {k}: {base[k]!r} vs {cat[k]!r}")
        problems += len(missing) + len(mism) + len(empty)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
