#!/usr/bin/env python3
"""Report keys that differ between .env and .env.example (names only)."""
import re
import sys
from pathlib import Path

KEY = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=")


def keys(path):
    p = Path(path)
    if not p.exists():
        return None
    return {m.group(1) for line in p.read_text(encoding="utf-8").splitlines() if (m := KEY.match(line))}


def main():
    env, example = (sys.argv[1:3] + [".env", ".env.example"][len(sys.argv[1:3]):])[:2]
    have, want = keys(env), keys(example)
    if want is None:
        sys.exit(f"{example} not found")
    if have is None:
        print(f"{env} not found; copy {example} and fill in values")
        return
    for k in sorted(want - have):
        print(f"missing: {k}")
    for k in sorted(have - want):
        print(f"extra:   {k}")
    if have == want:
        print("keys match")


if __name__ == "__main__":
    main()
