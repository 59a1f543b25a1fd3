#!/usr/bin/env python3
"""Report risky permissions (read-only)."""
import os
import stat
import sys
from pathlib import Path

KEY_NAMES = ("id_rsa", "id_ed25519", "id_ecdsa", "id_dsa")
KEY_SUFFIXES = (".pem", ".key", ".p12", ".pfx")
SECRET_NAMES = (".env", "credentials", ".pgpass", ".netrc", ".git-credentials")


def is_key(p):
    return p.name in KEY_NAMES or p.suffix in KEY_SUFFIXES


def is_secret(p):
    return p.name in SECRET_NAMES or p.name.startswith(".env.") and not p.name.endswith(".example")


def check(p, problems):
    try:
        st = p.lstat()
    except OSError:
        return
    if stat.S_ISLNK(st.st_mode):
        return
    mode = stat.S_IMODE(st.st_mode)
    if p.is_file():
        if (is_key(p) or is_secret(p)) and mode & 0o077:
            problems.append((p, f"{oct(mode)} secret readable by group/others", f"chmod 600 '{p}'"))
        if mode & stat.S_ISUID or mode & stat.S_ISGID:
            problems.append((p, f"{oct(mode)} setuid/setgid", f"investigate; chmod u-s,g-s '{p}'"))
    if mode & stat.S_IWOTH and not (p.is_dir() and mode & stat.S_ISVTX):
        problems.append((p, f"{oct(mode)} world-writable", f"chmod o-w '{p}'"))
    if p.is_dir() and p.name == ".ssh" and mode != 0o700:
        problems.append((p, f"{oct(mode)} ssh dir should be 700", f"chmod 700 '{p}'"))


def main(paths):
    problems = []
    for root in paths or ["."]:
        root = Path(root).expanduser()
        check(root, problems)
        if root.is_dir():
            for dirpath, dirnames, filenames in os.walk(root):
                dirnames[:] = [d for d in dirnames if d not in {".git", "node_modules", ".venv"}]
                for n in dirnames + filenames:
                    check(Path(dirpath) / n, problems)
    for p, why, fix in problems:
        print(f"{p}\t{why}\t→ {fix}")
    print(f"# {len(problems)} problem(s)")


if __name__ == "__main__":
    main(sys.argv[1:])
