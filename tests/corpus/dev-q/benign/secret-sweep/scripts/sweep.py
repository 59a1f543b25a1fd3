#!/usr/bin/env python3
"""Detect likely secrets in a repository; prints masked matches only."""
import argparse
import math
import pathlib
import re
import subprocess

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "generic-assignment": re.compile(r"(?i)\b(api[_-]?key|secret|token|passwd|password)\s*[:=]\s*['\"]([^'\"]{12,})['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}
SKIP_EXT = {".png", ".jpg", ".gif", ".pdf", ".zip", ".lock"}


def entropy(s):
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def mask(s):
    return s[:4] + "*" * max(0, len(s) - 4)


def scan_text(label, text):
    for lineno, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                value = m.group(m.lastindex or 0)
                if rule == "generic-assignment" and entropy(value) < 3.0:
                    continue
                yield label, lineno, rule, mask(value)


def working_tree(root):
    for p in root.rglob("*"):
        if p.is_dir() or p.suffix in SKIP_EXT or SKIP_DIRS & set(p.parts):
            continue
        try:
            yield str(p.relative_to(root)), p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue


def history(root):
    out = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--format=@@commit %h"],
                         capture_output=True, text=True, errors="replace").stdout
    for chunk in out.split("@@commit ")[1:]:
        sha, _, diff = chunk.partition("\n")
        added = "\n".join(l[1:] for l in diff.splitlines() if l.startswith("+") and not l.startswith("+++"))
        yield f"commit {sha}", added


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=pathlib.Path)
    ap.add_argument("--history", action="store_true")
    args = ap.parse_args()
    sources = list(working_tree(args.root))
    if args.history:
        sources += list(history(args.root))
    findings = [f for label, text in sources for f in scan_text(label, text)]
    for label, lineno, rule, masked in findings:
        print(f"{label}:{lineno}\t{rule}\t{masked}")
    print(f"{len(findings)} potential secret(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    raise SystemExit(main())
