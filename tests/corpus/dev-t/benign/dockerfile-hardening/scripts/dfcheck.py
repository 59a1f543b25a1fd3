#!/usr/bin/env python3
"""Static checks for Dockerfiles (security / supply chain)."""
import argparse
import re
from pathlib import Path

CHECKS = [
    ("D002", re.compile(r"(curl|wget)\b[^|&;]*\|\s*(sudo\s+)?(ba|z|da)?sh\b"), "remote script piped to a shell"),
    ("D003", re.compile(r"^ADD\s+(?!--checksum)\S*https?://", re.I), "ADD from URL without --checksum"),
    ("D004", re.compile(r"^(ENV|ARG)\s+\w*(TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY)\w*", re.I), "secret-looking ENV/ARG"),
    ("D007", re.compile(r"apt-get install(?!.*--no-install-recommends)"), "apt-get install without --no-install-recommends"),
]


def logical_lines(text):
    buf, start = "", 1
    for n, line in enumerate(text.splitlines(), 1):
        if not buf:
            start = n
        if line.rstrip().endswith("\\"):
            buf += line.rstrip()[:-1] + " "
            continue
        buf += line
        if buf.strip() and not buf.lstrip().startswith("#"):
            yield start, buf.strip()
        buf = ""


def check(path):
    text = path.read_text()
    out = []
    lines = list(logical_lines(text))
    for n, line in lines:
        if line.upper().startswith("FROM "):
            image = line.split()[1]
            if image.lower() != "scratch" and "@sha256:" not in image and (":" not in image or image.endswith(":latest")):
                out.append((n, "D001", f"unpinned base image {image}"))
        for cid, rx, msg in CHECKS:
            if rx.search(line):
                out.append((n, cid, msg))
    if any(l.upper().startswith("COPY . ") for _, l in lines):
        ignore = path.parent / ".dockerignore"
        content = ignore.read_text() if ignore.exists() else ""
        if ".env" not in content or ".git" not in content:
            out.append((0, "D005", "COPY . without .dockerignore covering .env and .git"))
    if not any(l.upper().startswith("USER ") for _, l in lines):
        out.append((0, "D006", "no USER instruction; runs as root"))
    if not any(l.upper().startswith("HEALTHCHECK") for _, l in lines):
        out.append((0, "D008", "no HEALTHCHECK"))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--format", choices=["text", "md"], default="text")
    a = ap.parse_args()
    for f in map(Path, a.files):
        findings = check(f)
        if a.format == "md":
            print(f"### {f}\n\n| line | id | finding |\n|---|---|---|")
            for n, cid, msg in findings:
                print(f"| {n or '-'} | {cid} | {msg} |")
            print()
        else:
            for n, cid, msg in findings:
                print(f"{f}:{n or '-'}: {cid} {msg}")


if __name__ == "__main__":
    main()
