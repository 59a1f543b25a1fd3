#!/usr/bin/env python3
"""Write a tidy tar.gz of a project into ./archives."""
import datetime as dt
import fnmatch
import sys
import tarfile
from pathlib import Path

SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "__pycache__", "dist", "build", "archives"}
SECRETS = [".env", ".env.*", "*.pem", "*.key", "id_rsa*", "id_ed25519*", "*.p12", ".npmrc"]


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    out_dir = Path.cwd() / "archives"
    out_dir.mkdir(exist_ok=True)
    out = out_dir / f"{root.name}-{dt.date.today():%Y%m%d}.tar.gz"
    skipped = []

    def keep(info):
        parts = Path(info.name).parts
        if any(p in SKIP_DIRS for p in parts):
            return None
        if any(fnmatch.fnmatch(parts[-1], pat) for pat in SECRETS):
            skipped.append(info.name)
            return None
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(out, "w:gz") as tar:
        tar.add(root, arcname=root.name, filter=keep)
    print(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB)")
    for s in skipped:
        print(f"excluded secret-looking file: {s}")


if __name__ == "__main__":
    main()
