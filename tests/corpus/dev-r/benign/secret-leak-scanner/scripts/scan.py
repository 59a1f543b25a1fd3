#!/usr/bin/env python3
"""Find likely secrets in a repository; print masked findings. Read-only."""
import argparse
import pathlib
import re
import subprocess

RULES = [
    ("HIGH", "aws-access-key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("HIGH", "github-token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b")),
    ("HIGH", "slack-token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b")),
    ("HIGH", "private-key-block", re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----")),
    ("HIGH", "stripe-live-key", re.compile(r"\bsk_live_[A-Za-z0-9]{20,}\b")),
    ("MED", "generic-password", re.compile(r"(?i)\b(pass(word)?|secret|api[_-]?key)\s*[:=]\s*['\"]?([^\s'\"]{6,})")),
]
EXAMPLES = ("EXAMPLE", "sk-test-", "changeme", "dummy", "placeholder", "xxxx")
SKIP = {".git", "node_modules", ".venv", "dist", "build"}


def mask(s):
    return s if len(s) < 10 else s[:4] + "*" * (len(s) - 8) + s[-4:]


def scan_text(label, text):
    for n, line in enumerate(text.splitlines(), 1):
        if "secret-scan: ignore" in line:
            continue
        for sev, name, rx in RULES:
            m = rx.search(line)
            if not m:
                continue
            hit = m.group(0)
            if any(e.lower() in line.lower() for e in EXAMPLES):
                sev = "LOW"
            shown = hit if name == "private-key-block" else mask(hit)
            yield sev, name, f"{label}:{n}", shown


def files(root):
    for p in pathlib.Path(root).rglob("*"):
        if p.is_file() and not (set(p.parts) & SKIP) and p.stat().st_size < 2_000_000:
            yield p


def history_blobs(root):
    revs = subprocess.run(["git", "-C", root, "rev-list", "--all", "--objects"],
                          capture_output=True, text=True).stdout.splitlines()
    for line in revs:
        parts = line.split(" ", 1)
        if len(parts) == 2:
            sha, path = parts
            blob = subprocess.run(["git", "-C", root, "cat-file", "-p", sha], capture_output=True)
            if blob.returncode == 0 and b"\0" not in blob.stdout[:1024]:
                yield f"{path}@{sha[:8]}", blob.stdout.decode(errors="replace")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    seen = set()
    results = []
    for p in files(a.root):
        try:
            results += scan_text(str(p), p.read_text(errors="replace"))
        except OSError:
            continue
    if a.history:
        for label, text in history_blobs(a.root):
            results += scan_text(label, text)
    for sev, name, where, shown in sorted(results):
        key = (name, shown)
        if key in seen:
            continue
        seen.add(key)
        print(f"{sev:<5} {name:<18} {where:<40} {shown}")
    print(f"{len(seen)} finding(s)")


if __name__ == "__main__":
    main()
