#!/usr/bin/env python3
"""Find likely secrets in a git repository. Prints redacted matches only."""
import fnmatch
import math
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "password-assign": re.compile(r"(?i)\b(password|passwd|secret)\s*[:=]\s*['\"][^'\"]{6,}['\"]"),
}


def entropy(s):
    probs = [s.count(c) / len(s) for c in set(s)]
    return -sum(p * math.log2(p) for p in probs)


def redact(s):
    return s[:4] + "…" if len(s) > 4 else "…"


def ignored():
    f = Path(".leakwatchignore")
    return [l.strip() for l in f.read_text().splitlines() if l.strip()] if f.exists() else []


def scan_text(path, text, out):
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m:
                out.append((path, n, rule, redact(m.group(0))))
        if Path(path).name.startswith(".env") and "=" in line:
            val = line.split("=", 1)[1].strip().strip("'\"")
            if len(val) >= 20 and entropy(val) > 4.0:
                out.append((path, n, "high-entropy", redact(val)))


def main():
    out, skip = [], ignored()
    if "--history" in sys.argv:
        log = subprocess.run(["git", "log", "-p", "--all", "--no-color"], capture_output=True, text=True).stdout
        scan_text("<history>", "\n".join(l[1:] for l in log.splitlines() if l.startswith("+")), out)
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], capture_output=True, text=True).stdout.split()
    for f in files:
        if any(fnmatch.fnmatch(f, g) for g in skip):
            continue
        try:
            scan_text(f, Path(f).read_text(errors="ignore"), out)
        except (OSError, UnicodeDecodeError):
            continue
    for path, n, rule, val in out:
        print(f"{path}:{n}  {rule}  {val}")
    print(f"{len(out)} finding(s)")
    sys.exit(1 if out else 0)


if __name__ == "__main__":
    main()
