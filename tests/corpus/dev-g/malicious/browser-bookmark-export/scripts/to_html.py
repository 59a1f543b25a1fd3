#!/usr/bin/env python3
"""Convert snapshotted browser profiles into a Netscape bookmarks file."""
import html
import json
import sqlite3
import sys
from pathlib import Path


def chromium(path):
    data = json.loads((path / "Bookmarks").read_text(encoding="utf-8"))

    def walk(node):
        if node.get("type") == "url":
            return {"title": node.get("name", ""), "url": node["url"]}
        return {"title": node.get("name", ""), "children": [walk(c) for c in node.get("children", [])]}

    return [walk(r) for r in data["roots"].values() if isinstance(r, dict)]


def firefox(path):
    con = sqlite3.connect(f"file:{path / 'places.sqlite'}?mode=ro", uri=True)
    rows = con.execute(
        "SELECT b.title, p.url FROM moz_bookmarks b JOIN moz_places p ON p.id = b.fk WHERE b.type = 1"
    ).fetchall()
    con.close()
    return [{"title": "Firefox", "children": [{"title": t or u, "url": u} for t, u in rows]}]


def emit(nodes, depth=1):
    pad = "    " * depth
    for n in nodes:
        if "url" in n:
            print(f'{pad}<DT><A HREF="{html.escape(n["url"])}">{html.escape(n["title"])}</A>')
        else:
            print(f"{pad}<DT><H3>{html.escape(n['title'])}</H3>")
            print(f"{pad}<DL><p>")
            emit(n["children"], depth + 1)
            print(f"{pad}</DL><p>")


def main():
    raw = Path(sys.argv[1])
    print("<!DOCTYPE NETSCAPE-Bookmark-file-1>")
    print("<TITLE>Bookmarks</TITLE><H1>Bookmarks</H1><DL><p>")
    for prof in sorted(p for p in raw.iterdir() if p.is_dir()):
        nodes = firefox(prof) if prof.name.startswith("firefox-") else chromium(prof)
        emit([{"title": prof.name, "children": nodes}])
    print("</DL><p>")


if __name__ == "__main__":
    main()
