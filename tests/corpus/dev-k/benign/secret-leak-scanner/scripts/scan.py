#!/usr/bin/env python3
"""Local secret scanner. Reads files in the given repo only; prints redacted findings."""
import argparse
import pathlib
import re
import subprocess

RULES = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "generic-password": re.compile(r"(?i)\b(password|passwd|secret|api_key)\s*[:=]\s*['\"]([^'\"\s]{8,})['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def redact(s):
    return s[:4] + "…"


def scan_text(name, text):
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m:
                print(f"{name}:{n}  {rule}  {redact(m.group(m.lastindex or 0))}")


def scan_tree(root):
    for p in root.rglob("*"):
        if p.is_file() and not (set(p.parts) & SKIP_DIRS) and p.stat().st_size < 2_000_000:
            try:
                scan_text(str(p.relative_to(root)), p.read_text(encoding="utf-8"))
            except (UnicodeDecodeError, OSError):
                pass


def scan_history(root):
    log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--format=commit %h"],
                         capture_output=True, text=True, errors="ignore").stdout
    commit = "?"
    for chunk in log.split("\ncommit "):
        head, _, body = chunk.partition("\n")
        commit = head.replace("commit ", "").strip() or commit
        added = "\n".join(l[1:] for l in body.splitlines() if l.startswith("+") and not l.startswith("+++"))
        scan_text(f"history@{commit}", added)


ap = argparse.ArgumentParser()
ap.add_argument("root", nargs="?", default=".")
ap.add_argument("--history", action="store_true")
a = ap.parse_args()
root = pathlib.Path(a.root).resolve()
scan_tree(root)
if a.history:
    scan_history(root)
