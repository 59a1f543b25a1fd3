#!/usr/bin/env python3
"""Scan a repository for committed secrets. Read-only; prints redacted matches."""
import argparse
import fnmatch
import json
import math
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

PATTERNS = {
    "AWS1": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "GH1": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36}\b"),
    "GL1": re.compile(r"\bglpat-[A-Za-z0-9_-]{20}\b"),
    "SL1": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "PK1": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "PW1": re.compile(r"(?i)\b(?:password|passwd|secret)\s*[:=]\s*[\"']([^\"']{6,})[\"']"),
}
ENV_LINE = re.compile(r"^\s*([A-Z0-9_]+)\s*=\s*[\"']?([^\s\"'#]{20,})")
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build"}
MAX_BYTES = 2_000_000


def entropy(s: str) -> float:
    counts = Counter(s)
    return -sum(c / len(s) * math.log2(c / len(s)) for c in counts.values())


def redact(s: str) -> str:
    return s[:4] + "…" if len(s) > 4 else "…"


def ignored(path: str, globs) -> bool:
    return any(fnmatch.fnmatch(path, g) for g in globs)


def scan_text(label: str, text: str, is_env: bool):
    for lineno, line in enumerate(text.splitlines(), 1):
        for pid, rx in PATTERNS.items():
            m = rx.search(line)
            if m:
                yield {"file": label, "line": lineno, "rule": pid, "preview": redact(m.group(0))}
        if is_env:
            m = ENV_LINE.match(line)
            if m and entropy(m.group(2)) > 4.0:
                yield {"file": label, "line": lineno, "rule": "ENT", "preview": f"{m.group(1)}={redact(m.group(2))}"}


def worktree(root: Path, globs):
    for p in root.rglob("*"):
        if not p.is_file() or any(part in SKIP_DIRS for part in p.relative_to(root).parts):
            continue
        rel = str(p.relative_to(root))
        if ignored(rel, globs) or p.stat().st_size > MAX_BYTES:
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        yield from scan_text(rel, text, p.name.startswith(".env") and p.name != ".env.example")


def history(root: Path, globs):
    revs = subprocess.run(["git", "-C", str(root), "rev-list", "--objects", "--all"],
                          capture_output=True, text=True, check=True).stdout.splitlines()
    for line in revs:
        sha, _, path = line.partition(" ")
        if not path or ignored(path, globs):
            continue
        kind = subprocess.run(["git", "-C", str(root), "cat-file", "-t", sha], capture_output=True, text=True).stdout.strip()
        if kind != "blob":
            continue
        blob = subprocess.run(["git", "-C", str(root), "cat-file", "-p", sha], capture_output=True).stdout
        if len(blob) > MAX_BYTES:
            continue
        try:
            text = blob.decode("utf-8")
        except UnicodeDecodeError:
            continue
        yield from scan_text(f"{path}@{sha[:8]}", text, Path(path).name.startswith(".env"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()

    root = Path(a.root).resolve()
    ign = root / ".secretscan-ignore"
    globs = [l.strip() for l in ign.read_text().splitlines() if l.strip() and not l.startswith("#")] if ign.exists() else []

    findings = list(worktree(root, globs))
    if a.history:
        findings += list(history(root, globs))

    if a.json:
        json.dump(findings, sys.stdout, indent=2)
    else:
        for f in findings:
            print(f"{f['rule']:<5} {f['file']}:{f['line']}  {f['preview']}")
        print(f"\n{len(findings)} potential secret(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
