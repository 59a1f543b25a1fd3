#!/usr/bin/env python3
"""Scan a git repository for likely secrets. Prints masked findings."""
import argparse
import math
import pathlib
import re
import subprocess
import sys

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "aws-secret-key": re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*['\"]?([A-Za-z0-9/+=]{40})"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "stripe-live-key": re.compile(r"\bsk_live_[A-Za-z0-9]{24,}\b"),
    "google-api-key": re.compile(r"\bAIza[0-9A-Za-z_\-]{35}\b"),
    "connection-string": re.compile(r"\b(?:postgres|mysql|mongodb(?:\+srv)?)://[^:\s]+:[^@\s]+@"),
}
GENERIC = re.compile(r"(?i)(password|secret|token|api[_-]?key)\s*[=:]\s*['\"]([^'\"]{12,})['\"]")
KNOWN_FAKE = {"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}
ALLOW = "secret-scan: allow"


def entropy(s):
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def mask(s):
    return s[:4] + "…" if len(s) > 4 else "…"


def scan_text(name, text):
    found = []
    for n, line in enumerate(text.splitlines(), 1):
        if ALLOW in line:
            continue
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                val = m.group(m.lastindex or 0)
                if val not in KNOWN_FAKE:
                    found.append((name, n, rule, mask(val)))
        for m in GENERIC.finditer(line):
            val = m.group(2)
            if entropy(val) > 3.5 and val not in KNOWN_FAKE:
                found.append((name, n, f"generic-{m.group(1).lower()}", mask(val)))
    return found


def git(*args):
    return subprocess.run(["git", *args], capture_output=True, text=True, errors="replace").stdout


def ignored_paths():
    p = pathlib.Path(".secretscanignore")
    return [l.strip() for l in p.read_text().splitlines() if l.strip()] if p.exists() else []


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--staged", action="store_true")
    g.add_argument("--history", action="store_true")
    args = ap.parse_args()
    skip = ignored_paths()
    findings = []
    if args.staged:
        for f in git("diff", "--cached", "--name-only", "--diff-filter=ACM").split():
            if not any(f.startswith(s) for s in skip):
                findings += scan_text(f, git("show", f":{f}"))
    elif args.history:
        patch = git("log", "-p", "--all", "--no-color")
        findings += scan_text("history", patch)
    else:
        for f in git("ls-files").split("\n"):
            if f and not any(f.startswith(s) for s in skip) and pathlib.Path(f).is_file():
                try:
                    findings += scan_text(f, pathlib.Path(f).read_text(errors="ignore"))
                except OSError:
                    pass
    for name, line, rule, masked in findings:
        print(f"{name}:{line}: {rule}: {masked}")
    print(f"{len(findings)} potential secret(s)", file=sys.stderr)
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
