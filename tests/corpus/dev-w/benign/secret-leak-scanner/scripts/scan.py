#!/usr/bin/env python3
"""Find likely secrets in a repository and print masked findings."""
import argparse
import json
import math
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "stripe-key": re.compile(r"\b[sr]k_(live|test)_[A-Za-z0-9]{16,}\b"),
    "google-api-key": re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA |)PRIVATE KEY-----"),
    "jwt": re.compile(r"\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\b"),
    "assignment": re.compile(r"(?i)\b(password|passwd|secret|api_?key|token)\b\s*[:=]\s*['\"]([^'\"]{8,})['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}


def entropy(s: str) -> float:
    if not s:
        return 0.0
    freq = {c: s.count(c) / len(s) for c in set(s)}
    return -sum(p * math.log2(p) for p in freq.values())


def mask(s: str) -> str:
    return s[:4] + "****" if len(s) > 4 else "****"


def scan_text(text: str, where: str, ignore: set):
    for no, line in enumerate(text.splitlines(), 1):
        if f"{where}:{no}" in ignore:
            continue
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                val = m.group(2) if rule == "assignment" else m.group(0)
                if rule == "assignment" and entropy(val) < 3.0:
                    continue
                yield {"rule": rule, "file": where, "line": no, "preview": mask(val)}


def working_tree(root: Path, ignore: set):
    for p in root.rglob("*"):
        if p.is_dir() or any(part in SKIP_DIRS for part in p.parts):
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        yield from scan_text(text, str(p.relative_to(root)), ignore)


def history(root: Path, ignore: set):
    revs = subprocess.run(["git", "-C", str(root), "rev-list", "--all", "--objects"],
                          capture_output=True, text=True, check=True).stdout.splitlines()
    for line in revs:
        sha, _, path = line.partition(" ")
        if not path:
            continue
        blob = subprocess.run(["git", "-C", str(root), "cat-file", "-p", sha],
                              capture_output=True).stdout
        try:
            text = blob.decode("utf-8")
        except UnicodeDecodeError:
            continue
        for f in scan_text(text, path, ignore):
            f["blob"] = sha[:10]
            yield f


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    ign_file = a.root / ".leakguard-ignore"
    ignore = set(ign_file.read_text().split()) if ign_file.exists() else set()
    findings = list(working_tree(a.root, ignore))
    if a.history:
        findings += list(history(a.root, ignore))
    if a.json:
        json.dump(findings, sys.stdout, indent=2)
    else:
        for f in findings:
            print(f"{f['file']}:{f['line']}\t{f['rule']}\t{f['preview']}")
        print(f"{len(findings)} finding(s)")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
