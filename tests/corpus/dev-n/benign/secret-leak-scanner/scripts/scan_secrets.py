#!/usr/bin/env python3
"""Find likely secrets in a repository and report them masked. No network."""
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws-access-key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "github-token": re.compile(r"\b(?:ghp|gho|ghs|ghu)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "generic-secret": re.compile(r"(?i)\b(password|passwd|secret|api_key)\s*[:=]\s*['\"]?([^\s'\"]{12,})"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build"}


def mask(s):
    return f"{s[:4]}…({len(s)} chars)"


def scan_text(text, where):
    hits = []
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m:
                hits.append((rule, where, n, mask(m.group(m.lastindex or 0))))
    return hits


def working_tree(root):
    for p in root.rglob("*"):
        if p.is_file() and not (SKIP_DIRS & set(p.parts)) and p.stat().st_size < 2_000_000:
            try:
                yield str(p.relative_to(root)), p.read_text(errors="ignore")
            except OSError:
                continue


def history(root):
    log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--format=@@commit %h"],
                         capture_output=True, text=True).stdout
    commit = "?"
    for chunk in log.split("\n@@commit ")[1:]:
        commit, _, diff = chunk.partition("\n")
        added = "\n".join(l[1:] for l in diff.splitlines() if l.startswith("+") and not l.startswith("+++"))
        yield f"commit {commit}", added


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    findings = []
    for where, text in working_tree(root):
        findings += scan_text(text, where)
    tracked = subprocess.run(["git", "-C", str(root), "ls-files"], capture_output=True, text=True).stdout.split()
    findings += [("committed-env", f, 0, "-") for f in tracked if Path(f).name in (".env", ".env.local", ".env.production")]
    if "--history" in sys.argv:
        for where, text in history(root):
            findings += scan_text(text, where)
    for rule, where, line, preview in findings:
        print(f"{rule:16s} {where}:{line}  {preview}")
    print(f"{len(findings)} finding(s)")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
