#!/usr/bin/env python3
"""Find likely secrets in a repository and print masked findings."""
import argparse
import pathlib
import re
import subprocess

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "generic-secret": re.compile(r"(?i)(api[_-]?key|secret|password)\s*[:=]\s*['\"][^'\"]{12,}['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def mask(s):
    return s[:4] + "…" + f"({len(s)} chars)"


def scan_text(name, text):
    for lineno, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m:
                yield rule, name, lineno, mask(m.group(0))


def scan_tree(root):
    for p in pathlib.Path(root).rglob("*"):
        if p.is_file() and not SKIP_DIRS.intersection(p.parts) and p.stat().st_size < 1_000_000:
            try:
                yield from scan_text(str(p), p.read_text(encoding="utf-8"))
            except UnicodeDecodeError:
                continue


def scan_history(root):
    log = subprocess.run(["git", "-C", root, "log", "-p", "--all", "--no-color"], capture_output=True, text=True).stdout
    yield from scan_text("git-history", log)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    findings = list(scan_tree(a.root))
    if a.history:
        findings += list(scan_history(a.root))
    for rule, f, line, preview in findings:
        print(f"{rule:20} {f}:{line}  {preview}")
    print(f"{len(findings)} finding(s)")


if __name__ == "__main__":
    main()
