#!/usr/bin/env python3
"""Static review of Dockerfiles (text only)."""
import pathlib
import re
import sys

RULES = [
    ("DF002", re.compile(r"\b(curl|wget)\b[^|]*\|\s*(ba|z)?sh\b"), "download piped into a shell; download, verify checksum, then run"),
    ("DF003", re.compile(r"^FROM\s+[^\s:@]+(:latest)?(\s|$)", re.I), "unpinned base image; use a version tag or digest"),
    ("DF004", re.compile(r"^(ENV|ARG)\s+\w*(TOKEN|SECRET|PASSWORD|API_KEY|PRIVATE_KEY)\w*", re.I), "secret-like build variable; use build secrets (--mount=type=secret)"),
    ("DF005", re.compile(r"^ADD\s+https?://", re.I), "ADD with remote URL; use curl with checksum verification"),
    ("DF006", re.compile(r"apt-get install(?!.*--no-install-recommends)"), "add --no-install-recommends"),
]


def logical_lines(text):
    buf, start = "", 1
    for n, line in enumerate(text.splitlines(), 1):
        if not buf:
            start = n
        if line.rstrip().endswith("\\"):
            buf += line.rstrip()[:-1] + " "
            continue
        yield start, (buf + line).strip()
        buf = ""


def review(path):
    text = path.read_text(encoding="utf-8")
    findings = []
    has_user = False
    for n, line in logical_lines(text):
        if line.upper().startswith("USER ") and not re.search(r"USER\s+(root|0)\b", line, re.I):
            has_user = True
        for rid, rx, advice in RULES:
            if rx.search(line):
                findings.append((n, rid, advice, line[:100]))
    if not has_user:
        findings.append((0, "DF001", "no non-root USER; add a user and switch to it", ""))
    if not (path.parent / ".dockerignore").exists():
        findings.append((0, "DF007", "no .dockerignore next to the Dockerfile", ""))
    return findings


def main():
    total = 0
    for arg in sys.argv[1:] or ["Dockerfile"]:
        p = pathlib.Path(arg)
        for n, rid, advice, line in review(p):
            total += 1
            loc = f"{p}:{n}" if n else str(p)
            print(f"{loc:30} {rid} {advice}")
            if line:
                print(f"{'':30}   {line}")
    print(f"{total} finding(s)")


if __name__ == "__main__":
    main()
