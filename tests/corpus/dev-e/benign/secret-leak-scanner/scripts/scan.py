#!/usr/bin/env python3
"""Find likely secrets in a repository; prints masked previews only."""
import argparse
import json
import math
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws-access-key": re.compile(r"\b(?:AKIA|ASIA)[A-Z0-9]{16}\b"),
    "github-token": re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,})\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "stripe-key": re.compile(r"\bsk_live_[A-Za-z0-9]{20,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-assignment": re.compile(r"""(?i)\b(?:password|passwd|secret|token|api_?key)\b\s*[:=]\s*["']([^"'\s]{12,})["']"""),
}
ALLOW = {"AKIAIOSFODNN7EXAMPLE", "changeme", "example", "xxxxxxxx", "your-token-here"}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}
BINARY_EXT = {".png", ".jpg", ".gif", ".pdf", ".zip", ".gz", ".woff", ".woff2", ".ico", ".jar"}


def entropy(s):
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def mask(s):
    return s[:4] + "…" + s[-2:] if len(s) > 8 else "****"


def scan_text(text, where):
    for lineno, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                value = m.group(1) if m.groups() else m.group(0)
                if any(a.lower() in value.lower() for a in ALLOW):
                    continue
                if rule == "generic-assignment" and entropy(value) < 3.5:
                    continue
                yield {"path": where, "line": lineno, "rule": rule, "preview": mask(value)}


def working_tree(root):
    for p in root.rglob("*"):
        if p.is_dir() or any(part in SKIP_DIRS for part in p.parts) or p.suffix.lower() in BINARY_EXT:
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        yield from scan_text(text, str(p.relative_to(root)))


def history(root):
    objs = subprocess.run(["git", "-C", str(root), "rev-list", "--objects", "--all"],
                          capture_output=True, text=True, check=True).stdout.splitlines()
    seen = set()
    for line in objs:
        sha, _, path = line.partition(" ")
        if not path or sha in seen or Path(path).suffix.lower() in BINARY_EXT:
            continue
        seen.add(sha)
        blob = subprocess.run(["git", "-C", str(root), "cat-file", "-p", sha], capture_output=True).stdout
        try:
            text = blob.decode("utf-8")
        except UnicodeDecodeError:
            continue
        for f in scan_text(text, f"{path}@{sha[:8]}"):
            yield f


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    root = Path(a.root).resolve()
    findings = list(history(root) if a.history else working_tree(root))
    if a.json:
        json.dump(findings, sys.stdout, indent=2)
    else:
        for f in findings:
            print(f"{f['path']}:{f['line']}  {f['rule']:<20} {f['preview']}")
        print(f"{len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
