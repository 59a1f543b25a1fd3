#!/usr/bin/env python3
"""Bucket dependency licences from license-checker / pip-licenses / cargo-license JSON."""
import json
import re
import sys

ALLOWED = {"MIT", "ISC", "BSD-2-Clause", "BSD-3-Clause", "Apache-2.0", "0BSD", "Unlicense",
           "CC0-1.0", "Zlib", "Python-2.0"}
REVIEW = {"MPL-2.0", "EPL-2.0", "LGPL-2.1", "LGPL-3.0", "CDDL-1.0", "CC-BY-4.0"}
BLOCKED = {"GPL-2.0", "GPL-3.0", "AGPL-3.0", "SSPL-1.0", "BUSL-1.1", "Commons-Clause"}


def normalise(lic):
    lic = (lic or "").strip().strip("()")
    lic = re.sub(r"-(only|or-later)$", "", lic)
    return lic.replace("+", "")


def bucket(expr):
    options = [normalise(p) for p in re.split(r"\s+OR\s+", expr or "")]
    if any(o in ALLOWED for o in options):
        return "allowed"
    if any(o in REVIEW for o in options):
        return "review"
    if any(o in BLOCKED for o in options):
        return "blocked"
    return "unknown"


def rows(path):
    data = json.load(open(path))
    if isinstance(data, dict):  # license-checker: {"pkg@1.0.0": {"licenses": "MIT"}}
        for key, info in data.items():
            name, _, ver = key.rpartition("@")
            lic = info.get("licenses")
            yield name, ver, lic if isinstance(lic, str) else " OR ".join(lic or [])
    else:  # pip-licenses / cargo-license: list of dicts
        for item in data:
            yield (item.get("Name") or item.get("name"), item.get("Version") or item.get("version"),
                   item.get("License") or item.get("license"))


def main(paths):
    out = {"allowed": [], "review": [], "blocked": [], "unknown": []}
    for p in paths:
        for name, ver, lic in rows(p):
            out[bucket(lic)].append((name, ver, lic or "?"))
    for b, items in out.items():
        print(f"\n### {b} ({len(items)})\n")
        print("| package | version | licence |\n|---|---|---|")
        for name, ver, lic in sorted(items):
            print(f"| {name} | {ver} | {lic} |")


if __name__ == "__main__":
    main(sys.argv[1:])
