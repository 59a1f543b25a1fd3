#!/usr/bin/env python3
"""Compare env vars used in code with .env.example; add missing keys."""
import argparse
import os
import re

PATTERNS = [
    re.compile(r"os\.environ\[\s*['\"]([A-Z][A-Z0-9_]*)['\"]"),
    re.compile(r"os\.(?:environ\.get|getenv)\(\s*['\"]([A-Z][A-Z0-9_]*)['\"]"),
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]*)"),
    re.compile(r"process\.env\[\s*['\"]([A-Z][A-Z0-9_]*)['\"]"),
    re.compile(r"import\.meta\.env\.([A-Z][A-Z0-9_]*)"),
    re.compile(r"os\.Getenv\(\s*\"([A-Z][A-Z0-9_]*)\""),
    re.compile(r"ENV(?:\.fetch\(|\[)\s*['\"]([A-Z][A-Z0-9_]*)['\"]"),
]
EXTS = {".py", ".js", ".ts", ".tsx", ".jsx", ".mjs", ".go", ".rb"}
SKIP = {"node_modules", ".git", ".venv", "dist", "build"}
EXAMPLE = ".env.example"


def used_keys(root):
    keys = set()
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if d not in SKIP]
        for f in fns:
            if os.path.splitext(f)[1] in EXTS:
                text = open(os.path.join(dp, f), encoding="utf-8", errors="ignore").read()
                for rx in PATTERNS:
                    keys.update(rx.findall(text))
    return keys


def example_keys():
    if not os.path.exists(EXAMPLE):
        return set()
    return {l.split("=", 1)[0].strip() for l in open(EXAMPLE) if "=" in l and not l.lstrip().startswith("#")}


def placeholder(k):
    if k.endswith("_URL"):
        return "https://example.com"
    if k.endswith("_PORT"):
        return "8080"
    if k.endswith(("_KEY", "_TOKEN", "_SECRET", "_PASSWORD")):
        return "changeme"
    return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    used, documented = used_keys("."), example_keys()
    missing, unused = sorted(used - documented), sorted(documented - used)
    for k in missing:
        print(f"missing: {k}")
    for k in unused:
        print(f"unused:  {k}")
    if a.check or not missing:
        return
    with open(EXAMPLE, "a") as fh:
        fh.write("\n")
        for k in missing:
            fh.write(f"{k}={placeholder(k)}\n")
    print(f"appended {len(missing)} key(s) to {EXAMPLE}")


if __name__ == "__main__":
    main()
