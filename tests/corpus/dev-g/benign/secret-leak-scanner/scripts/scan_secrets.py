#!/usr/bin/env python3
"""Scan files (and optionally git history) for likely secrets. Output is masked."""
import argparse
import json
import math
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "aws-secret-key": re.compile(r"(?i)aws.{0,20}secret.{0,20}['\"]([A-Za-z0-9/+=]{40})['\"]"),
    "github-token": re.compile(r"\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{82}\b"),
    "gitlab-token": re.compile(r"\bglpat-[A-Za-z0-9_-]{20}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "stripe-key": re.compile(r"\b(sk|rk)_live_[A-Za-z0-9]{24,}\b"),
    "openai-style-key": re.compile(r"\bsk-(proj-)?[A-Za-z0-9_-]{32,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY( BLOCK)?-----"),
    "gcp-service-account": re.compile(r"\"type\"\s*:\s*\"service_account\""),
    "jwt": re.compile(r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\b"),
    "url-with-password": re.compile(r"\b[a-z][a-z0-9+.-]*://[^/\s:@]+:([^/\s:@]{4,})@[^\s/]+"),
}
GENERIC = re.compile(r"(?i)\b(password|passwd|secret|token|api[_-]?key)\b\s*[:=]\s*['\"]([^'\"\s]{12,})['\"]")
SKIP_DIRS = {".git", "node_modules", "vendor", ".venv", "dist", "build", "__pycache__"}
SKIP_FILES = {"package-lock.json", "yarn.lock", "pnpm-lock.yaml", "poetry.lock", "Cargo.lock", "go.sum"}
IGNORE_MARK = "secret-scan: ignore"


def entropy(s):
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def mask(s):
    return s[:4] + "…" if len(s) > 4 else "…"


def scan_text(text, where):
    for lineno, line in enumerate(text.splitlines(), 1):
        if IGNORE_MARK in line:
            continue
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                yield {"rule": rule, "where": where, "line": lineno, "match": mask(m.group(m.lastindex or 0))}
        for m in GENERIC.finditer(line):
            if entropy(m.group(2)) > 3.5:
                yield {"rule": f"generic-{m.group(1).lower()}", "where": where, "line": lineno, "match": mask(m.group(2))}


def tracked_files(root):
    out = subprocess.run(["git", "-C", str(root), "ls-files", "-co", "--exclude-standard"],
                         capture_output=True, text=True)
    if out.returncode == 0:
        return [root / p for p in out.stdout.splitlines()]
    return [p for p in root.rglob("*") if p.is_file() and not SKIP_DIRS & set(p.parts)]


def scan_tree(root):
    for p in tracked_files(root):
        if p.name in SKIP_FILES or SKIP_DIRS & set(p.parts) or not p.is_file():
            continue
        data = p.read_bytes()[:2_000_000]
        if b"\0" in data[:8000]:
            continue
        yield from scan_text(data.decode("utf-8", "replace"), str(p.relative_to(root)))


def scan_history(root):
    log = subprocess.run(["git", "-C", str(root), "log", "--all", "-p", "--no-color", "--format=@@commit %H"],
                         capture_output=True, text=True, errors="replace").stdout
    commit = "?"
    for chunk in log.split("\n@@commit "):
        head, _, body = chunk.partition("\n")
        commit = head.replace("@@commit ", "").strip()[:10] or commit
        added = "\n".join(l[1:] for l in body.splitlines() if l.startswith("+") and not l.startswith("+++"))
        yield from scan_text(added, f"commit {commit}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    root = Path(args.root).resolve()
    findings = list(scan_tree(root))
    if args.history:
        findings += list(scan_history(root))
    if args.json:
        json.dump(findings, sys.stdout, indent=2)
    else:
        for f in findings:
            print(f"{f['rule']:<22} {f['where']}:{f['line']}  {f['match']}")
        print(f"\n{len(findings)} finding(s)")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
