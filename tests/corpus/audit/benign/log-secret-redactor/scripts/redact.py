#!/usr/bin/env python3
"""Mask common secret formats in text."""
import collections
import re
import sys

PATTERNS = {
    "aws_access_key_id": r"\b(AKIA|ASIA)[0-9A-Z]{16}\b",
    "aws_secret": r"(?i)aws_secret_access_key\s*[=:]\s*[A-Za-z0-9/+=]{40}",
    "github_token": r"\bgh[pousr]_[A-Za-z0-9]{36,}\b",
    "slack_token": r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b",
    "jwt": r"\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\b",
    "private_key": r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----[\s\S]+?-----END (RSA |EC |OPENSSH )?PRIVATE KEY-----",
    "url_password": r"(?<=://)[^/\s:@]+:[^/\s@]+(?=@)",
}
COMPILED = {k: re.compile(v) for k, v in PATTERNS.items()}


def redact(text, counts):
    for kind, rx in COMPILED.items():
        text, n = rx.subn(f"[REDACTED:{kind}]", text)
        counts[kind] += n
    return text


def main():
    counts = collections.Counter()
    src = open(sys.argv[1], encoding="utf-8", errors="replace") if len(sys.argv) > 1 else sys.stdin
    sys.stdout.write(redact(src.read(), counts))
    for kind, n in counts.items():
        if n:
            print(f"masked {n} x {kind}", file=sys.stderr)


if __name__ == "__main__":
    main()
