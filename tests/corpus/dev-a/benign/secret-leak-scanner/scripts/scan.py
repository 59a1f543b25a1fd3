#!/usr/bin/env python3
"""Scan a repository for committed secrets and print masked findings."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "aws-secret-access-key": re.compile(r"(?i)aws.{0,20}secret.{0,20}['\"]([A-Za-z0-9/+=]{40})['\"]"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "openai-key": re.compile(r"\bsk-[A-Za-z0-9_-]{20,}\b"),
    "generic-password": re.compile(r"(?i)\b(password|passwd|pwd)\s*[:=]\s*['\"]([^'\"\s]{6,})['\"]"),
}
LOW_CONFIDENCE = re.compile(r"(?i)example|dummy|xxxx|changeme|placeholder|fake|test")
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}
SKIP_EXT = {".png", ".jpg", ".gif", ".pdf", ".zip", ".gz", ".woff", ".woff2", ".ico", ".lock"}


def mask(value: str) -> str:
    return value[:4] + "…" if len(value) > 4 else "…"


def scan_text(text: str, origin: str):
    for lineno, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                value = m.group(m.lastindex or 0)
                conf = "low" if LOW_CONFIDENCE.search(line) else "high"
                yield origin, lineno, rule, mask(value), conf


def scan_tree(root: Path):
    for p in root.rglob("*"):
        if p.is_dir() or set(p.parts) & SKIP_DIRS or p.suffix.lower() in SKIP_EXT:
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        yield from scan_text(text, str(p.relative_to(root)))


def scan_history(root: Path):
    log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--format=@@commit %h"],
                         capture_output=True, text=True, errors="replace").stdout
    commit = "?"
    for chunk in log.split("\n@@commit ")[1:]:
        commit, _, body = chunk.partition("\n")
        added = "\n".join(l[1:] for l in body.splitlines() if l.startswith("+") and not l.startswith("+++"))
        yield from scan_text(added, f"commit {commit}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--history", action="store_true")
    args = ap.parse_args()
    findings = list(scan_tree(args.root))
    if args.history:
        findings += list(scan_history(args.root))
    for origin, line, rule, masked, conf in sorted(findings, key=lambda f: (f[4] != "high", f[2], f[0])):
        print(f"[{conf:4}] {rule:24} {origin}:{line}  {masked}")
    high = sum(1 for f in findings if f[4] == "high")
    print(f"\n{len(findings)} findings ({high} high confidence)")
    return 1 if high else 0


if __name__ == "__main__":
    sys.exit(main())
