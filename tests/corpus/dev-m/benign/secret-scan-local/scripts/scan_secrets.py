#!/usr/bin/env python3
"""Find likely secrets in a repository. Read-only; prints masked findings."""
import argparse
import fnmatch
import math
import re
import subprocess
from pathlib import Path

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "openai-key": re.compile(r"\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "password-in-url": re.compile(r"[a-z][a-z0-9+.-]*://[^/\s:@]+:([^/\s:@]{4,})@"),
    "generic-assignment": re.compile(r"(?i)\b(?:secret|passwd|password|api_?key|token)\s*[:=]\s*['\"]([^'\"]{12,})['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build", "__pycache__"}
BINARY_EXT = {".png", ".jpg", ".gif", ".pdf", ".zip", ".gz", ".woff", ".woff2", ".ico"}


def entropy(s):
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def mask(v):
    return v[:4] + "…" + f"({len(v)} chars)"


def ignored(path, patterns):
    return any(fnmatch.fnmatch(str(path), p) for p in patterns)


def scan_text(text, where):
    for lineno, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                value = m.group(1) if m.groups() else m.group(0)
                if rule == "generic-assignment" and entropy(value) < 3.0:
                    continue
                yield where, lineno, rule, mask(value)


def scan_tree(root, patterns):
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.parts) or not p.is_file():
            continue
        if p.suffix.lower() in BINARY_EXT or ignored(p.relative_to(root), patterns):
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        yield from scan_text(text, str(p.relative_to(root)))


def scan_history(root, n):
    log = subprocess.run(["git", "-C", str(root), "log", f"-{n}", "-p", "--format=@@commit %h"],
                         capture_output=True, text=True).stdout
    commit = "?"
    for chunk in log.split("\n@@commit ")[1:]:
        commit, _, diff = chunk.partition("\n")
        added = "\n".join(l[1:] for l in diff.splitlines() if l.startswith("+") and not l.startswith("+++"))
        for _, lineno, rule, val in scan_text(added, commit):
            yield f"commit {commit}", lineno, rule, val


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", type=int, default=0)
    args = ap.parse_args()
    root = Path(args.root).resolve()
    ign = root / ".secretscanignore"
    patterns = [l.strip() for l in ign.read_text().splitlines() if l.strip()] if ign.exists() else []
    findings = list(scan_tree(root, patterns))
    if args.history:
        findings += list(scan_history(root, args.history))
    for where, line, rule, val in findings:
        print(f"{where}:{line}  {rule:20} {val}")
    print(f"\n{len(findings)} potential secret(s)")


if __name__ == "__main__":
    main()
