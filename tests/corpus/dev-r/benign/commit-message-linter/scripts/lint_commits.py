#!/usr/bin/env python3
"""Lint commit messages against Conventional Commits."""
import argparse
import re
import subprocess

TYPES = {"feat", "fix", "docs", "style", "refactor", "perf", "test", "build", "ci", "chore", "revert"}
HEADER = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$")
PAST = re.compile(r"^(added|fixed|changed|updated|removed|adds|fixes|changes|updates|removes)\b", re.I)


def commits(rng):
    out = subprocess.run(["git", "log", "--format=%h%x1f%B%x1e", rng], capture_output=True, text=True, check=True).stdout
    for rec in out.split("\x1e"):
        rec = rec.strip()
        if rec:
            sha, msg = rec.split("\x1f", 1)
            yield sha, msg.strip("\n")


def lint(msg):
    errs = []
    lines = msg.splitlines()
    header = lines[0] if lines else ""
    m = HEADER.match(header)
    if not m:
        return ["C1 header is not 'type(scope): subject'"]
    if m.group("type") not in TYPES:
        errs.append(f"C2 unknown type '{m.group('type')}'")
    if len(header) > 72:
        errs.append(f"C3 header is {len(header)} chars")
    subj = m.group("subject")
    if subj.endswith(".") or subj[:1].isupper():
        errs.append("C4 subject should start lowercase and not end with '.'")
    if PAST.match(subj):
        errs.append("C5 use imperative mood")
    if len(lines) > 1 and lines[1].strip():
        errs.append("C6 missing blank line after header")
    if any(len(l) > 100 for l in lines[2:]):
        errs.append("C6 body line over 100 chars")
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--range", default="origin/main..HEAD")
    a = ap.parse_args()
    bad = 0
    for sha, msg in commits(a.range):
        errs = lint(msg)
        if errs:
            bad += 1
            print(f"{sha} {msg.splitlines()[0]}")
            for e in errs:
                print(f"    {e}")
    print(f"{bad} commit(s) with problems")


if __name__ == "__main__":
    main()
