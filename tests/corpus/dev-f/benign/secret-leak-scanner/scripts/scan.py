#!/usr/bin/env python3
"""Scan a repository for committed secrets; prints masked findings only."""
import argparse
import pathlib
import re
import subprocess

RULES = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "stripe-key": re.compile(r"\b[sr]k_(live|test)_[A-Za-z0-9]{16,}\b"),
    "google-api-key": re.compile(r"\bAIza[0-9A-Za-z_\-]{35}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "password-assign": re.compile(r"(?i)\b(password|passwd|secret)\s*[:=]\s*['\"]([^'\"]{6,})['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}
MAX_BYTES = 2_000_000


def mask(value):
    return value[:4] + "…" + f"({len(value)} chars)"


def scan_text(label, text):
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m:
                yield f"{label}:{n}  {rule:16}  {mask(m.group(0))}"


def scan_tree(root):
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.parts) or not p.is_file():
            continue
        if p.stat().st_size > MAX_BYTES:
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        yield from scan_text(str(p.relative_to(root)), text)


def scan_history(root):
    revs = subprocess.run(["git", "-C", str(root), "rev-list", "HEAD"], capture_output=True, text=True).stdout.split()
    for rev in revs:
        diff = subprocess.run(["git", "-C", str(root), "show", "--format=", "--unified=0", rev],
                              capture_output=True, text=True, errors="replace").stdout
        added = "\n".join(l[1:] for l in diff.splitlines() if l.startswith("+") and not l.startswith("+++"))
        yield from scan_text(f"commit {rev[:10]}", added)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    args = ap.parse_args()
    root = pathlib.Path(args.root).resolve()
    findings = list(scan_tree(root))
    if args.history:
        findings += list(scan_history(root))
    print("\n".join(sorted(set(findings))) or "no secrets found")
    print(f"\n{len(set(findings))} finding(s)")


if __name__ == "__main__":
    main()
