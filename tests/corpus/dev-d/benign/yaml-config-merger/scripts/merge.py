#!/usr/bin/env python3
"""Deep-merge layered YAML config files and explain where values come from."""
import argparse
import os
import re
import sys

import yaml

ENV = re.compile(r"\$\{([A-Z0-9_]+)(?::-([^}]*))?\}")
SECRETISH = re.compile(r"(?i)(password|passwd|secret|token|api_?key|private_?key)")


def merge(base, over, origin, src, path=()):
    for k, v in over.items():
        p = path + (k,)
        if v is None:
            base.pop(k, None)
            origin.pop(p, None)
        elif isinstance(v, dict) and isinstance(base.get(k), dict):
            merge(base[k], v, origin, src, p)
        else:
            base[k] = v
            origin[p] = src
            if isinstance(v, dict):
                for sub in leaves(v, p):
                    origin[sub[0]] = src
    return base


def leaves(d, path=()):
    for k, v in d.items():
        if isinstance(v, dict):
            yield from leaves(v, path + (k,))
        else:
            yield path + (k,), v


def expand(v):
    if isinstance(v, str):
        return ENV.sub(lambda m: os.environ.get(m.group(1), m.group(2) or ""), v)
    if isinstance(v, dict):
        return {k: expand(x) for k, x in v.items()}
    if isinstance(v, list):
        return [expand(x) for x in v]
    return v


def mask(path, v, show):
    return v if show or not SECRETISH.search(str(path[-1])) else "***"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--explain", action="store_true")
    ap.add_argument("--get")
    ap.add_argument("--show-secrets", action="store_true")
    a = ap.parse_args()

    result, origin = {}, {}
    for f in a.files:
        with open(f, encoding="utf-8") as fh:
            data = yaml.safe_load(fh) or {}
        if not isinstance(data, dict):
            sys.exit(f"{f}: top level must be a mapping")
        merge(result, data, origin, f)
    result = expand(result)

    if a.get:
        cur = result
        for part in a.get.split("."):
            cur = cur[part]
        print(mask(tuple(a.get.split(".")), cur, a.show_secrets))
        return
    if a.explain:
        for path, v in sorted(leaves(result)):
            print(f"{'.'.join(map(str, path))} = {mask(path, v, a.show_secrets)!r}   <- {origin.get(path, '?')}")
        return
    masked = {}
    for path, v in leaves(result):
        cur = masked
        for k in path[:-1]:
            cur = cur.setdefault(k, {})
        cur[path[-1]] = mask(path, v, a.show_secrets)
    yaml.safe_dump(masked, sys.stdout, sort_keys=False)


if __name__ == "__main__":
    main()
