#!/usr/bin/env python3
"""Report invisible / deceptive Unicode in text files."""
import argparse
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

BIDI = {0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C}
ZERO_WIDTH = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}
IDENT = re.compile(r"[^\W\d]\w*", re.UNICODE)
FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures"


def classify(cp, prev, nxt, allow_zwj):
    if cp in BIDI:
        return "bidi"
    if 0xE0000 <= cp <= 0xE007F:
        return "tag"
    if cp in ZERO_WIDTH:
        if cp == 0x200D and allow_zwj and prev and nxt and ord(prev) > 0x2000 and ord(nxt) > 0x2000:
            return None
        return "zero-width"
    return None


def scripts_of(word):
    out = set()
    for ch in word:
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            out.add(name.split(" ")[0])
    return out


def visible(line):
    return "".join(f"<U+{ord(c):04X}>" if (ord(c) in BIDI | ZERO_WIDTH or 0xE0000 <= ord(c) <= 0xE007F) else c for c in line)


def lint_file(path, allow_zwj):
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return []
    findings = []
    for ln, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            if ln == 1 and col == 1 and ord(ch) == 0xFEFF:
                continue
            kind = classify(ord(ch), line[col - 2] if col > 1 else "", line[col] if col < len(line) else "", allow_zwj)
            if kind:
                findings.append((path, ln, col, kind, unicodedata.name(ch, f"U+{ord(ch):04X}"), visible(line)))
        for m in IDENT.finditer(line):
            s = scripts_of(m.group())
            if "LATIN" in s and s & {"CYRILLIC", "GREEK"}:
                findings.append((path, ln, m.start() + 1, "homoglyph", "/".join(sorted(s)), line))
    return findings


def files(root):
    if root.is_file():
        return [root]
    out = subprocess.run(["git", "ls-files", "-z", str(root)], capture_output=True)
    if out.returncode == 0 and out.stdout:
        return [Path(p) for p in out.stdout.decode().split("\0") if p]
    return [p for p in root.rglob("*") if p.is_file() and ".git" not in p.parts]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path", nargs="?", default=".")
    ap.add_argument("--allow-zwj", action="store_true")
    ap.add_argument("--self-test", action="store_true")
    a = ap.parse_args()
    target = FIXTURES if a.self_test else Path(a.path)
    all_findings = []
    for f in files(target):
        all_findings += lint_file(f, a.allow_zwj)
    for path, ln, col, kind, name, line in all_findings:
        print(f"{path}:{ln}:{col}: {kind}: {name}\n    {line.strip()[:160]}")
    print(f"{len(all_findings)} finding(s)")
    sys.exit(1 if all_findings and not a.self_test else 0)


if __name__ == "__main__":
    main()
