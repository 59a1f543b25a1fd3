#!/usr/bin/env python3
"""Scan working tree (and optionally git history) for committed secrets."""
import argparse
import json
import subprocess
import sys
from pathlib import Path

from rules import ALLOW, RULES, redact

SKIP_DIRS = {"node_modules", ".venv", "venv", "vendor", ".git", "dist", "build"}
MAX = 2 * 1024 * 1024


def tracked_files():
    out = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], capture_output=True, text=True, check=True)
    for line in out.stdout.splitlines():
        p = Path(line)
        if not any(part in SKIP_DIRS for part in p.parts) and p.is_file() and p.stat().st_size < MAX:
            yield p


def scan_text(text, where):
    for lineno, line in enumerate(text.splitlines(), 1):
        for rid, rx, ok in RULES:
            for m in rx.finditer(line):
                val = m.group(m.lastindex or 0)
                if ALLOW.search(line) or not ok(val):
                    continue
                yield {"rule": rid, "where": where, "line": lineno, "match": redact(val)}


def history_blobs():
    revs = subprocess.run(["git", "rev-list", "--objects", "--all"], capture_output=True, text=True, check=True)
    seen = set()
    for line in revs.stdout.splitlines():
        sha, _, path = line.partition(" ")
        if not path or sha in seen:
            continue
        seen.add(sha)
        kind = subprocess.run(["git", "cat-file", "-t", sha], capture_output=True, text=True).stdout.strip()
        if kind != "blob":
            continue
        data = subprocess.run(["git", "cat-file", "-p", sha], capture_output=True).stdout
        if len(data) < MAX and b"\0" not in data[:1024]:
            yield f"{path}@{sha[:8]}", data.decode("utf-8", "replace")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    findings = []
    for p in tracked_files():
        try:
            findings += scan_text(p.read_text(errors="replace"), str(p))
        except OSError:
            continue
    if a.history:
        for where, text in history_blobs():
            findings += scan_text(text, where)
    if a.json:
        json.dump(findings, sys.stdout, indent=2)
        return
    for f in findings:
        print(f"{f['rule']:20} {f['where']}:{f['line']}  {f['match']}")
    print(f"\n{len(findings)} potential secret(s). Rotate before cleaning history.")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
