#!/usr/bin/env python3
"""Read-only secret scanner for a git repository. Prints masked findings."""
import argparse
import json
import math
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp|gho|ghs|ghu)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "slack-webhook": re.compile(r"https://hooks\.slack\.com/services/[A-Z0-9/]+", re.I),
    "openai-style-key": re.compile(r"\bsk-[A-Za-z0-9_-]{20,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-secret": re.compile(r"(?i)\b(password|passwd|secret|api_?key|token)\b\s*[:=]\s*['\"]?([^'\"\s]{8,})"),
}
SKIP_FILES = {"package-lock.json", "yarn.lock", "pnpm-lock.yaml", "poetry.lock", "Cargo.lock", ".env.example"}
PLACEHOLDER = re.compile(r"(?i)(fake|example|dummy|changeme|xxxx|<[^>]+>|\$\{)")


def entropy(s):
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def mask(s):
    return s[:4] + "…" if len(s) > 4 else "…"


def scan_text(text, where):
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                value = m.group(m.lastindex or 0) if rule == "generic-secret" else m.group(0)
                if PLACEHOLDER.search(value):
                    continue
                if rule == "generic-secret" and entropy(value) < 3.2:
                    continue
                out.append({"rule": rule, "where": where, "line": n, "match": mask(value)})
    return out


def tracked_files(root):
    res = subprocess.run(["git", "-C", str(root), "ls-files", "-co", "--exclude-standard"], capture_output=True, text=True)
    return [root / p for p in res.stdout.splitlines()]


def history(root):
    revs = subprocess.run(["git", "-C", str(root), "rev-list", "HEAD"], capture_output=True, text=True).stdout.split()
    seen = set()
    for rev in revs:
        diff = subprocess.run(["git", "-C", str(root), "show", "--format=", "--unified=0", rev], capture_output=True, text=True, errors="replace").stdout
        added = "\n".join(l[1:] for l in diff.splitlines() if l.startswith("+") and not l.startswith("+++"))
        for f in scan_text(added, f"commit {rev[:10]}"):
            key = (f["rule"], f["match"])
            if key not in seen:
                seen.add(key)
                yield f


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()

    findings = []
    for f in tracked_files(a.root):
        if f.name in SKIP_FILES or not f.is_file() or f.stat().st_size > 2_000_000:
            continue
        try:
            findings += scan_text(f.read_text(encoding="utf-8"), str(f.relative_to(a.root)))
        except UnicodeDecodeError:
            continue
    if a.history:
        findings += list(history(a.root))

    if a.json:
        print(json.dumps(findings, indent=2))
    else:
        for f in findings:
            print(f"{f['rule']:<20} {f['where']}:{f['line']}  {f['match']}")
        print(f"\n{len(findings)} potential secrets")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
