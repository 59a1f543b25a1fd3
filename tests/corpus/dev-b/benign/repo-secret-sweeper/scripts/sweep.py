#!/usr/bin/env python3
"""Find committed secrets in a repository and print them masked."""
import argparse
import json
import math
import re
import subprocess
from collections import Counter
from pathlib import Path

DETECTORS = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,})\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "stripe-live-key": re.compile(r"\bsk_live_[A-Za-z0-9]{20,}\b"),
    "google-api-key": re.compile(r"\bAIza[0-9A-Za-z_\-]{35}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "assignment": re.compile(r"(?i)\b(password|passwd|secret|api_?key|token)\s*[:=]\s*['\"]?([^\s'\"]{8,})"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}


def entropy(s):
    counts = Counter(s)
    return -sum(c / len(s) * math.log2(c / len(s)) for c in counts.values())


def mask(s):
    return s[:4] + "…" + s[-2:] if len(s) > 8 else "****"


def scan_text(text, where):
    for n, line in enumerate(text.splitlines(), 1):
        for name, rx in DETECTORS.items():
            for m in rx.finditer(line):
                value = m.group(2) if name == "assignment" else m.group(0)
                if name == "assignment" and entropy(value) < 3.5:
                    continue
                yield {"detector": name, "location": f"{where}:{n}", "value": mask(value)}


def working_tree(root):
    for p in Path(root).rglob("*"):
        if p.is_file() and not (set(p.parts) & SKIP_DIRS) and p.stat().st_size < 2_000_000:
            yield from scan_text(p.read_text(errors="ignore"), str(p))


def history(root):
    revs = subprocess.run(["git", "-C", root, "rev-list", "--all", "--objects"],
                          capture_output=True, text=True).stdout.splitlines()
    for line in revs:
        sha, _, path = line.partition(" ")
        if not path:
            continue
        blob = subprocess.run(["git", "-C", root, "cat-file", "-p", sha], capture_output=True).stdout
        if len(blob) < 2_000_000:
            yield from scan_text(blob.decode(errors="ignore"), f"{path}@{sha[:8]}")


def tracked_env(root):
    out = subprocess.run(["git", "-C", root, "ls-files"], capture_output=True, text=True).stdout.split()
    return [f for f in out if Path(f).name.startswith(".env") and not f.endswith((".example", ".sample"))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    findings = list(working_tree(args.root))
    if args.history:
        findings += list(history(args.root))
    findings += [{"detector": "tracked-env-file", "location": f, "value": "-"} for f in tracked_env(args.root)]
    if args.json:
        print(json.dumps(findings, indent=2))
    else:
        for f in findings:
            print(f"{f['detector']:<20} {f['location']:<60} {f['value']}")
        print(f"\n{len(findings)} findings")


if __name__ == "__main__":
    main()
