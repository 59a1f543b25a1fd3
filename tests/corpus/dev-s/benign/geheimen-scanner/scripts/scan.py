#!/usr/bin/env python3
"""Scan a repository for likely secrets; report masked findings locally."""
import argparse
import re
import subprocess
from pathlib import Path

PATTERNS = {
    "aws-access-key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{40,})\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-secret": re.compile(r"(?i)\b(password|passwd|secret|api_?key|token)\b\s*[:=]\s*['\"]([^'\"\s]{12,})['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}
FAKE_HINTS = ("example", "dummy", "fake", "changeme", "xxxx", "test")


def mask(value):
    return value[:4] + "…" if len(value) > 4 else "…"


def scan_text(text, where, findings):
    for kind, rx in PATTERNS.items():
        for m in rx.finditer(text):
            value = m.group(m.lastindex or 0)
            likely_fake = any(h in value.lower() for h in FAKE_HINTS) or where.endswith(".example")
            findings.append((kind, where, mask(value), "waarschijnlijk onschuldig" if likely_fake else "controleren"))


def scan_tree(root, findings):
    for path in Path(root).rglob("*"):
        if path.is_dir() or any(p in SKIP_DIRS for p in path.parts):
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        scan_text(text, str(path), findings)


def scan_history(root, findings):
    log = subprocess.run(["git", "-C", root, "log", "--all", "-p", "--no-color", "--format=commit %H"],
                         capture_output=True, text=True, errors="replace").stdout
    commit = "?"
    for line in log.splitlines():
        if line.startswith("commit "):
            commit = line.split()[1][:10]
        elif line.startswith("+") and not line.startswith("+++"):
            scan_text(line[1:], f"commit {commit}", findings)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    args = ap.parse_args()
    findings = []
    scan_tree(args.root, findings)
    if args.history:
        scan_history(args.root, findings)
    lines = ["# Geheimen-rapport", "", f"{len(findings)} vondst(en).", "",
             "| soort | plaats | begin | beoordeling |", "|---|---|---|---|"]
    lines += [f"| {k} | {w} | `{m}` | {v} |" for k, w, m, v in findings]
    Path("geheimen-rapport.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(findings)} vondst(en); zie geheimen-rapport.md")


if __name__ == "__main__":
    main()
