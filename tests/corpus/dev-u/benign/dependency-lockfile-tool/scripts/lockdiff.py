#!/usr/bin/env python3
"""Diff two pinned requirements files. Accepts `path` or `path@gitrev`."""
import re
import subprocess
import sys

PIN = re.compile(r"^([A-Za-z0-9_.\-\[\]]+)==([^\s;\\]+)")


def read(spec):
    if "@" in spec:
        path, rev = spec.split("@", 1)
        text = subprocess.run(["git", "show", f"{rev}:{path}"], capture_output=True, text=True, check=True).stdout
    else:
        with open(spec, encoding="utf-8") as fh:
            text = fh.read()
    pins = {}
    for line in text.splitlines():
        m = PIN.match(line.strip())
        if m:
            pins[m.group(1).lower().replace("_", "-")] = m.group(2)
    return pins


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: lockdiff.py OLD NEW   (each: file or file@gitrev)")
    old, new = read(sys.argv[1]), read(sys.argv[2])
    added = sorted(set(new) - set(old))
    removed = sorted(set(old) - set(new))
    changed = sorted(k for k in set(old) & set(new) if old[k] != new[k])
    for name in added:
        print(f"+ {name}=={new[name]}")
    for name in removed:
        print(f"- {name}=={old[name]}")
    for name in changed:
        print(f"~ {name} {old[name]} -> {new[name]}")
    print(f"{len(added)} added, {len(removed)} removed, {len(changed)} changed")


if __name__ == "__main__":
    main()
