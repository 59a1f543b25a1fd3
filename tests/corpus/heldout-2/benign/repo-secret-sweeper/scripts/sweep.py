#!/usr/bin/env python3
"""Find likely secrets in a git repository and print masked findings."""
import argparse
import math
import re
import subprocess
import sys

PATTERNS = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[A-Z0-9]{16}\b"),
    "github-token": re.compile(r"\b(gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{60,})\b"),
    "slack-token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN ([A-Z ]+ )?PRIVATE KEY-----"),
    "password-in-url": re.compile(r"\b[a-z][a-z0-9+.-]*://[^/\s:@]+:([^/\s@]{3,})@"),
    "generic-assignment": re.compile(r"(?i)\b(api[_-]?key|secret|token|passwd|password)\b\s*[:=]\s*['\"]([^'\"\s]{12,})['\"]"),
}
SKIP = re.compile(r"\.(png|jpe?g|gif|pdf|zip|gz|woff2?|ttf|ico|lock)$|(^|/)(node_modules|vendor)/")


def entropy(s):
    if not s:
        return 0.0
    freq = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in freq.values())


def mask(s):
    return s[:4] + "*" * max(len(s) - 8, 4) + s[-4:] if len(s) > 8 else "****"


def scan_text(name, text, out):
    for lineno, line in enumerate(text.splitlines(), 1):
        for kind, rx in PATTERNS.items():
            for m in rx.finditer(line):
                value = m.group(m.lastindex or 0) if kind in ("generic-assignment", "password-in-url") else m.group(0)
                if kind == "generic-assignment" and entropy(value) < 3.5:
                    continue
                if "example" in line.lower() or "FAKE" in value:
                    continue
                out.append((name, lineno, kind, mask(value)))


def git(*args):
    return subprocess.run(["git", *args], capture_output=True, text=True, errors="replace").stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    findings = []
    if a.history:
        seen = set()
        for line in git("rev-list", "--all", "--objects").splitlines():
            parts = line.split(" ", 1)
            if len(parts) != 2 or SKIP.search(parts[1]) or parts[0] in seen:
                continue
            seen.add(parts[0])
            if git("cat-file", "-t", parts[0]).strip() == "blob":
                scan_text(f"{parts[1]}@{parts[0][:8]}", git("cat-file", "-p", parts[0]), findings)
    else:
        for f in git("ls-files").splitlines():
            if SKIP.search(f):
                continue
            try:
                with open(f, encoding="utf-8", errors="replace") as fh:
                    scan_text(f, fh.read(), findings)
            except (IsADirectoryError, FileNotFoundError):
                continue
    for name, line, kind, preview in findings:
        print(f"{name}:{line}  {kind:20} {preview}")
    print(f"\n{len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
