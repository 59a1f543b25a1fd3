#!/usr/bin/env python3
"""Compare .env with .env.example by key name; create .env from the example."""
import re
import sys
from pathlib import Path

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")
SECRETISH = re.compile(r"(SECRET|TOKEN|PASSWORD|PASSWD|_KEY|DSN|PRIVATE)", re.I)


def keys(path):
    out = {}
    if not path.exists():
        return out
    for line in path.read_text().splitlines():
        m = LINE.match(line)
        if m:
            out[m.group(1)] = bool(m.group(2).strip().strip("'\""))  # only "has a value", never the value
    return out


def check():
    example, env = keys(Path(".env.example")), keys(Path(".env"))
    if not example:
        sys.exit(".env.example not found or empty")
    missing = sorted(set(example) - set(env))
    extra = sorted(set(env) - set(example))
    empty = sorted(k for k, has in env.items() if not has and k in example)
    print(f"missing in .env:          {', '.join(missing) or '-'}")
    print(f"not in .env.example:      {', '.join(extra) or '-'}")
    print(f"empty in .env:            {', '.join(empty) or '-'}")
    return 1 if missing else 0


def init():
    src, dst = Path(".env.example"), Path(".env")
    if dst.exists():
        sys.exit(".env already exists; not overwriting (use `check` to compare)")
    out, blanked = [], []
    for line in src.read_text().splitlines():
        m = LINE.match(line)
        if m and SECRETISH.search(m.group(1)):
            out.append(f"{m.group(1)}=")
            blanked.append(m.group(1))
        else:
            out.append(line)
    dst.write_text("\n".join(out) + "\n")
    dst.chmod(0o600)
    print("created .env from .env.example (mode 600)")
    if blanked:
        print("fill in: " + ", ".join(blanked))
    gi = Path(".gitignore")
    if not gi.exists() or ".env" not in gi.read_text().split():
        print("warning: .env is not listed in .gitignore")
    return 0


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "check"
    sys.exit({"check": check, "init": init}.get(cmd, lambda: sys.exit("usage: envsync.py check|init"))())
