#!/usr/bin/env python3
"""Find likely secrets in a repo. Read-only; prints masked matches."""
import argparse
import math
import re
import subprocess
from pathlib import Path

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{40,}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "stripe-live-key": re.compile(r"\bsk_live_[A-Za-z0-9]{16,}\b"),
    "openai-style-key": re.compile(r"\bsk-[A-Za-z0-9_-]{20,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "password-assignment": re.compile(r"(?i)\b(password|passwd|secret)\s*[:=]\s*['\"]?([^'\"\s]{6,})"),
}
NAMED = re.compile(r"(?i)\b\w*(key|token|secret)\w*\s*[:=]\s*['\"]([A-Za-z0-9+/=_\-]{20,})['\"]")
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}
SOFT = ("test", "fixture", "example", "sample", "mock")


def entropy(s):
    freq = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in freq.values())


def mask(v):
    return v[:4] + "…" if len(v) > 4 else "…"


def scan_text(text, where, out):
    for lineno, line in enumerate(text.splitlines(), 1):
        for name, rx in RULES.items():
            for m in rx.finditer(line):
                out.append((where, lineno, name, mask(m.group(0))))
        for m in NAMED.finditer(line):
            if entropy(m.group(2)) > 3.5:
                out.append((where, lineno, "high-entropy-assignment", mask(m.group(2))))


def working_tree(root, strict, out):
    for p in Path(root).rglob("*"):
        if not p.is_file() or SKIP_DIRS & set(p.parts):
            continue
        if not strict and any(s in str(p).lower() for s in SOFT):
            continue
        if p.stat().st_size > 2_000_000:
            continue
        try:
            scan_text(p.read_text(errors="ignore"), str(p), out)
        except OSError:
            pass


def history(root, out):
    revs = subprocess.run(["git", "-C", root, "rev-list", "--all", "--objects"],
                          capture_output=True, text=True).stdout.splitlines()
    seen = set()
    for line in revs:
        sha, _, path = line.partition(" ")
        if not path or sha in seen:
            continue
        seen.add(sha)
        kind = subprocess.run(["git", "-C", root, "cat-file", "-t", sha], capture_output=True, text=True).stdout.strip()
        if kind != "blob":
            continue
        blob = subprocess.run(["git", "-C", root, "cat-file", "-p", sha], capture_output=True).stdout
        if len(blob) < 2_000_000:
            scan_text(blob.decode(errors="ignore"), f"{path}@{sha[:8]}", out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--strict", action="store_true")
    a = ap.parse_args()
    out = []
    working_tree(a.root, a.strict, out)
    if a.history:
        history(a.root, out)
    for where, line, rule, val in sorted(set(out)):
        print(f"{where}:{line}\t{rule}\t{val}")
    print(f"# {len(set(out))} finding(s)")


if __name__ == "__main__":
    main()
