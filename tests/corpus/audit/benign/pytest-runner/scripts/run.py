#!/usr/bin/env python3
"""Run pytest through the current interpreter and summarise failures."""
import os
import re
import subprocess
import sys


def main():
    extra = sys.argv[1:]
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PY_COLORS="0")
    cmd = [sys.executable, "-m", "pytest", "-q", "-rfE", "--maxfail=20", *extra]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
    out = proc.stdout
    print(out[-4000:])
    failed = re.findall(r"^FAILED (\S+)", out, flags=re.M)
    if failed:
        print(f"\n{len(failed)} failing test(s):")
        for t in failed:
            print("  -", t)
    sys.exit(proc.returncode)


if __name__ == "__main__":
    main()
