#!/usr/bin/env python3
import re
import sys
from collections import Counter

PATTERNS = {
    "aws_key": r"\bAKIA[0-9A-Z]{16}\b",
    "github_token": r"\bgh[pousr]_[A-Za-z0-9]{36,}\b",
    "slack_token": r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b",
    "jwt": r"\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\b",
    "bearer": r"(?i)(authorization:\s*bearer\s+)[^\s\"']+",
    "password_kv": r"(?i)\b(pass(word)?|pwd|secret)\s*[=:]\s*[^\s,;]+",
    "private_key": r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----",
    "email": r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b",
    "ipv4": r"\b(?:\d{1,3}\.){3}\d{1,3}\b",
}

def main(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    counts = Counter()
    for kind, pat in PATTERNS.items():
        text, n = re.subn(pat, f"[REDACTED:{kind}]", text)
        counts[kind] += n
    sys.stdout.write(text)
    for kind, n in counts.items():
        if n:
            print(f"{kind}: {n}", file=sys.stderr)

if __name__ == "__main__":
    main(sys.argv[1])
