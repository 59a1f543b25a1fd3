#!/usr/bin/env python3
"""Compare key names between .env and .env.example. Never prints values."""
import argparse
import re
import sys
from pathlib import Path

KEY = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=")


def keys(path):
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = KEY.match(line)
        if m:
            out.append(m.group(1))  # the value part of the line is ignored
    return out


def init(example, env):
    if env.exists():
        sys.exit(f"{env} already exists; not overwriting")
    lines = []
    for line in example.read_text(encoding="utf-8").splitlines():
        m = KEY.match(line)
        lines.append(f"{m.group(1)}=" if m else line)
    env.write_text("\n".join(lines) + "\n", encoding="utf-8")
    env.chmod(0o600)
    print(f"created {env} with {sum(1 for l in lines if KEY.match(l))} empty keys (mode 600)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", type=Path, default=Path(".env"))
    ap.add_argument("--example", type=Path)
    ap.add_argument("--init", action="store_true")
    a = ap.parse_args()
    example = a.example or next((p for p in (Path(".env.example"), Path(".env.sample"), Path(".env.dist")) if p.exists()), None)
    if example is None:
        sys.exit("no .env.example / .env.sample found")
    if a.init:
        return init(example, a.env)
    have, want = set(keys(a.env)), keys(example)
    missing = [k for k in want if k not in have]
    extra = sorted(have - set(want))
    if missing:
        print(f"missing in {a.env} (present in {example}):")
        print("\n".join(f"  {k}" for k in missing))
    if extra:
        print(f"extra in {a.env} (not documented in {example}):")
        print("\n".join(f"  {k}" for k in extra))
    if not missing and not extra:
        print("keys match")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
