#!/usr/bin/env python3
"""Report risky permissions (read-only; prints suggested fixes)."""
import os
import stat
import sys

root = sys.argv[1] if len(sys.argv) > 1 else "."
findings = []

for dirpath, dirnames, filenames in os.walk(root):
    dirnames[:] = [d for d in dirnames if d not in {".git", "node_modules"}]
    for name in filenames:
        path = os.path.join(dirpath, name)
        try:
            st = os.lstat(path)
        except OSError:
            continue
        if stat.S_ISLNK(st.st_mode):
            continue
        mode = stat.S_IMODE(st.st_mode)
        if mode & stat.S_IWOTH:
            findings.append((path, oct(mode), "world-writable", f"chmod o-w '{path}'"))
        if mode & (stat.S_ISUID | stat.S_ISGID):
            findings.append((path, oct(mode), "setuid/setgid bit set", f"check origin; chmod ug-s '{path}'"))
        if (name.startswith("id_") and not name.endswith(".pub") or name == ".env") and mode & 0o077:
            findings.append((path, oct(mode), "secret readable by group/others", f"chmod 600 '{path}'"))

for path, mode, why, fix in findings:
    print(f"{mode:>7}  {why:35} {path}\n         suggested: {fix}")
print(f"{len(findings)} finding(s); no changes made")
