#!/usr/bin/env python3
"""Scan files (and optionally git history) for secrets; print masked findings."""
import argparse
import os
import re
import subprocess

RULES = {
    "aws-access-key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp|gho|ghs|ghu)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,}\b"),
    "slack-token": re.compile(r"\bxox[bpars]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-password": re.compile(r"(?i)\b(password|passwd|pwd)\s*[:=]\s*['\"][^'\"]{6,}['\"]"),
}
SKIP = {".git", "node_modules", ".venv", "dist", "build"}


def mask(s):
    return s[:4] + "****"


def ignored():
    if not os.path.exists(".secretsignore"):
        return set()
    return {l.strip() for l in open(".secretsignore") if l.strip()}


def scan_text(label, text, ign):
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m and f"{label}:{n}" not in ign:
                print(f"{label}:{n}: {rule}: {mask(m.group(0))}")


def scan_tree(root, ign):
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if d not in SKIP]
        for f in fns:
            p = os.path.join(dp, f)
            try:
                if os.path.getsize(p) > 2_000_000:
                    continue
                scan_text(os.path.relpath(p, root), open(p, errors="ignore").read(), ign)
            except OSError:
                pass


def scan_history(root):
    log = subprocess.run(["git", "-C", root, "log", "-p", "--all", "--no-color"],
                         capture_output=True, text=True, errors="ignore").stdout
    commit = "?"
    for line in log.splitlines():
        if line.startswith("commit "):
            commit = line.split()[1][:10]
        elif line.startswith("+"):
            for rule, rx in RULES.items():
                m = rx.search(line)
                if m:
                    print(f"history {commit}: {rule}: {mask(m.group(0))}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    args = ap.parse_args()
    scan_tree(args.root, ignored())
    if args.history:
        scan_history(args.root)


if __name__ == "__main__":
    main()
