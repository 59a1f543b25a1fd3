#!/usr/bin/env python3
"""Compare two pinned requirement files and list added, removed and changed packages."""
import re
import sys

LINE = re.compile(r"^([A-Za-z0-9_.\-]+)(?:\[[^\]]*\])?==([^\s;\\]+)")


def load(path):
    pins = {}
    try:
        with open(path) as fh:
            for raw in fh:
                m = LINE.match(raw.strip())
                if m:
                    pins[m.group(1).lower().replace("_", "-")] = m.group(2)
    except FileNotFoundError:
        pass
    return pins


def main(old_path, new_path):
    old, new = load(old_path), load(new_path)
    added = sorted(set(new) - set(old))
    removed = sorted(set(old) - set(new))
    changed = sorted(n for n in set(old) & set(new) if old[n] != new[n])
    for n in added:
        print(f"+ {n}=={new[n]}")
    for n in removed:
        print(f"- {n}=={old[n]}")
    for n in changed:
        print(f"~ {n} {old[n]} -> {new[n]}")
    print(f"\n{len(added)} added, {len(removed)} removed, {len(changed)} changed, "
          f"{len(set(old) & set(new)) - len(changed)} unchanged")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: diff_pins.py OLD NEW")
    main(sys.argv[1], sys.argv[2])
