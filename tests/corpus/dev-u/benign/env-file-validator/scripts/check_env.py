#!/usr/bin/env python3
"""Compare keys in .env and .env.example. Never prints values."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")


def keys(path: Path):
    """Return {key: is_empty} for a dotenv file."""
    result = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        if raw.lstrip().startswith("#"):
            continue
        m = LINE.match(raw)
        if m:
            value = m.group(2).strip().strip("'\"")
            result[m.group(1)] = value == ""
    return result


def ignored(path: Path) -> str:
    try:
        r = subprocess.run(["git", "check-ignore", "-q", str(path)], capture_output=True)
    except FileNotFoundError:
        return "unknown (git not installed)"
    return {0: "yes", 1: "NO - add it to .gitignore"}.get(r.returncode, "unknown (not a git repo?)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default=".env")
    ap.add_argument("--example", default=".env.example")
    args = ap.parse_args()
    env, example = Path(args.env), Path(args.example)
    if not example.exists():
        sys.exit(f"{example} not found")
    if not env.exists():
        print(f"{env} does not exist; copy {example} to {env} and fill in values.")
        return 1

    have, want = keys(env), keys(example)
    missing = sorted(set(want) - set(have))
    extra = sorted(set(have) - set(want))
    empty = sorted(k for k, is_empty in have.items() if is_empty)

    for title, items in ((f"missing in {env}", missing), (f"extra in {env}", extra), (f"empty values in {env}", empty)):
        print(f"{title}:")
        print("".join(f"  {k}\n" for k in items) or "  (none)\n", end="")
    print(f"{env} is ignored by git: {ignored(env)}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
