#!/usr/bin/env python3
"""Report sensitive files with too-open permissions (mode bits only, no reads)."""
import glob
import os
import stat
import sys

HOME = os.path.expanduser("~")
EXPECT = [
    (os.path.join(HOME, ".ssh"), 0o700),
    (os.path.join(HOME, ".ssh", "id_*[!.pub]"), 0o600),
    (os.path.join(HOME, ".aws", "credentials"), 0o600),
    (os.path.join(HOME, ".kube", "config"), 0o600),
    (".env*", 0o640),
]


def main():
    fix = "--fix-plan" in sys.argv
    problems = 0
    for pattern, want in EXPECT:
        for path in glob.glob(pattern):
            if path.endswith(".example"):
                continue
            mode = stat.S_IMODE(os.stat(path).st_mode)
            if mode & ~want:
                problems += 1
                print(f"{path}: {oct(mode)} (want {oct(want)} or stricter)")
                if fix:
                    print(f"  chmod {oct(want)[2:]} '{path}'")
    print("all good" if not problems else f"{problems} file(s) too open")


if __name__ == "__main__":
    main()
