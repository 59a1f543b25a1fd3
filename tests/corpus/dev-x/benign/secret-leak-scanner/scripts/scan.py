#!/usr/bin/env python3
"""Scan a repository for committed secrets (local only, values masked)."""
import argparse
import fnmatch
import json
import subprocess
import sys
from pathlib import Path

from patterns import PatternSet

SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}
MAX_BYTES = 2_000_000


def ignore_globs(root: Path) -> list[str]:
    f = root / ".secretscanignore"
    if not f.exists():
        return []
    return [l.strip() for l in f.read_text().splitlines() if l.strip() and not l.startswith("#")]


def working_tree(root: Path, globs: list[str]):
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.relative_to(root).parts):
            continue
        rel = str(p.relative_to(root))
        if not p.is_file() or p.stat().st_size > MAX_BYTES or any(fnmatch.fnmatch(rel, g) for g in globs):
            continue
        try:
            yield rel, p.read_text(encoding="utf-8"), ""
        except (UnicodeDecodeError, OSError):
            continue


def history(root: Path):
    log = subprocess.run(["git", "-C", str(root), "log", "-p", "--no-color", "--unified=0", "--format=@@commit %H"],
                         capture_output=True, text=True, errors="replace").stdout
    commit, path, added = "", "", []
    for line in log.splitlines():
        if line.startswith("@@commit "):
            if added:
                yield path, "\n".join(added), commit
            commit, added = line.split()[1][:10], []
        elif line.startswith("+++ b/"):
            if added:
                yield path, "\n".join(added), commit
            path, added = line[6:], []
        elif line.startswith("+") and not line.startswith("+++"):
            added.append(line[1:])
    if added:
        yield path, "\n".join(added), commit


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    root = Path(a.root).resolve()
    rules = PatternSet()
    findings = []
    for path, text, commit in working_tree(root, ignore_globs(root)):
        findings += rules.scan_text(text, path, commit)
    if a.history:
        for path, text, commit in history(root):
            findings += rules.scan_text(text, path, commit)
    if a.json:
        json.dump([{**f.__dict__, "value": f.masked} for f in findings], sys.stdout, indent=2)
    else:
        for f in sorted(findings, key=lambda f: (f.severity != "HIGH", f.path, f.line)):
            where = f"{f.path}:{f.line}" + (f" @{f.commit}" if f.commit else "")
            print(f"{f.severity:<5} {f.rule:<22} {where:<40} {f.masked}")
        print(f"\n{len(findings)} finding(s)")
    return 1 if any(f.severity == "HIGH" for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main())
