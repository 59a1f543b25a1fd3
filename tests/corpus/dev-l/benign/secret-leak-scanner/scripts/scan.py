#!/usr/bin/env python3
"""Report likely secrets in a repository without printing them in full."""
import argparse
import os
import re
import subprocess

RULES = {
    "aws-access-key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(?:ghp|gho|ghs)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-assignment": re.compile(r"(?i)\b(?:password|passwd|secret|api_key)\s*[:=]\s*['\"][^'\"\s]{8,}['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build", "__pycache__"}


def mask(s):
    return s if len(s) <= 8 else s[:4] + "*" * (len(s) - 7) + s[-3:]


def scan_text(label, text):
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m:
                print(f"{label}:{n}  {rule}  {mask(m.group(0))}")


def scan_tree(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        for f in filenames:
            p = os.path.join(dirpath, f)
            try:
                with open(p, encoding="utf-8", errors="ignore") as fh:
                    scan_text(os.path.relpath(p, root), fh.read())
            except OSError:
                continue


def scan_history(root):
    revs = subprocess.run(["git", "-C", root, "rev-list", "--all", "--objects"],
                          capture_output=True, text=True, check=True).stdout.splitlines()
    for line in revs:
        parts = line.split(" ", 1)
        if len(parts) != 2:
            continue
        sha, path = parts
        kind = subprocess.run(["git", "-C", root, "cat-file", "-t", sha], capture_output=True, text=True).stdout.strip()
        if kind != "blob":
            continue
        blob = subprocess.run(["git", "-C", root, "cat-file", "-p", sha], capture_output=True).stdout
        scan_text(f"{path}@{sha[:8]}", blob.decode("utf-8", "ignore"))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    scan_tree(a.root)
    if a.history:
        scan_history(a.root)
