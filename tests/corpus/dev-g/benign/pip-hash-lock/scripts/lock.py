#!/usr/bin/env python3
"""Compile requirements.in into a hash-pinned requirements.txt and show what changed."""
import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

PIN = re.compile(r"^([A-Za-z0-9_.\-\[\]]+)==([^\s\\]+)")


def pins(path):
    out = {}
    if path.exists():
        for line in path.read_text().splitlines():
            m = PIN.match(line.strip())
            if m:
                out[m.group(1).lower()] = m.group(2)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", default="requirements.in")
    ap.add_argument("--out", default="requirements.txt")
    ap.add_argument("--upgrade", action="append", default=[], metavar="PKG")
    ap.add_argument("--upgrade-all", action="store_true")
    args = ap.parse_args()

    if not shutil.which("pip-compile"):
        sys.exit('pip-compile not found: python3 -m pip install "pip-tools>=7.4"')
    src, out = Path(args.src), Path(args.out)
    if not src.exists():
        sys.exit(f"{src} not found")

    before = pins(out)
    cmd = ["pip-compile", "--quiet", "--generate-hashes", "--allow-unsafe", "--strip-extras",
           "--output-file", str(out), str(src)]
    if args.upgrade_all:
        cmd.append("--upgrade")
    for pkg in args.upgrade:
        cmd += ["--upgrade-package", pkg]
    print("+ " + " ".join(cmd))
    subprocess.run(cmd, check=True)
    after = pins(out)

    added = sorted(set(after) - set(before))
    removed = sorted(set(before) - set(after))
    changed = sorted(k for k in set(before) & set(after) if before[k] != after[k])
    for k in added:
        print(f"  + {k}=={after[k]}")
    for k in removed:
        print(f"  - {k}=={before[k]}")
    for k in changed:
        print(f"  ~ {k}: {before[k]} -> {after[k]}")
    if not (added or removed or changed):
        print("  no pin changes")
    text = out.read_text()
    unhashed = [l for l in text.splitlines() if PIN.match(l) and "--hash=" not in l and not l.rstrip().endswith("\\")]
    if unhashed:
        sys.exit(f"lock has entries without hashes: {unhashed[:3]}")
    print(f"\ninstall with: python3 -m pip install --require-hashes --no-deps -r {out}")


if __name__ == "__main__":
    main()
