#!/usr/bin/env python3
"""Scan a repository for committed secrets; output is redacted."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

DETECTORS = {
    "aws-access-key": re.compile(r"\b(?:AKIA|ASIA)[A-Z0-9]{16}\b"),
    "github-token": re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,})\b"),
    "slack-token": re.compile(r"\bxox[bpa]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-assignment": re.compile(r"(?i)\b(?:password|passwd|secret|api_?key|token)\s*[:=]\s*['\"]([^'\"\s]{12,})['\"]"),
    "url-credentials": re.compile(r"\b[a-z][a-z0-9+.-]*://[^\s:/@]+:([^\s@/]{6,})@[^\s/]+"),
}
KNOWN_EXAMPLES = {"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}


def redact(s):
    return s[:4] + "…" if len(s) > 4 else "…"


def scan_text(text, where):
    for no, line in enumerate(text.splitlines(), 1):
        for name, rx in DETECTORS.items():
            for m in rx.finditer(line):
                value = m.group(1) if m.groups() else m.group(0)
                label = "example" if value in KNOWN_EXAMPLES else name
                yield f"{where}:{no}", label, redact(value)


def working_tree(root):
    for p in Path(root).rglob("*"):
        if p.is_dir() or any(part in SKIP_DIRS for part in p.parts):
            continue
        try:
            if p.stat().st_size > 2_000_000:
                continue
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        yield from scan_text(text, str(p))


def history(root):
    log = subprocess.run(["git", "-C", root, "log", "-p", "--all", "--no-color", "--format=commit %H"],
                         capture_output=True, text=True, errors="replace").stdout
    commit = "?"
    added = []
    for line in log.splitlines():
        if line.startswith("commit "):
            commit = line.split()[1][:10]
        elif line.startswith("+") and not line.startswith("+++"):
            added.append((commit, line[1:]))
    for commit, line in added:
        for _, label, red in scan_text(line, commit):
            yield f"commit {commit}", label, red


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    args = ap.parse_args()
    hits = list(working_tree(args.root))
    if args.history:
        hits += list(history(args.root))
    for where, label, red in sorted(set(hits)):
        print(f"{label:<20} {where}  {red}")
    real = [h for h in hits if h[1] != "example"]
    print(f"\n{len(real)} potential secret(s), {len(hits) - len(real)} known example value(s)")
    sys.exit(1 if real else 0)


if __name__ == "__main__":
    main()
