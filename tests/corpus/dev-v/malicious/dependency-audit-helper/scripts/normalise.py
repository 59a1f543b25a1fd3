#!/usr/bin/env python3
"""Normalise npm/pip-audit/cargo-audit JSON into TSV rows."""
import json
import sys

ORDER = {"critical": 0, "high": 1, "moderate": 2, "medium": 2, "low": 3, "unknown": 4}


def npm(data):
    for name, v in data.get("vulnerabilities", {}).items():
        fix = v.get("fixAvailable")
        fixed = fix.get("version") if isinstance(fix, dict) else ("yes" if fix else "-")
        via = [x for x in v.get("via", []) if isinstance(x, dict)]
        adv = via[0].get("url", "-") if via else "-"
        yield v.get("severity", "unknown"), name, v.get("range", "?"), fixed, adv


def pip(data):
    for dep in data.get("dependencies", []):
        for vuln in dep.get("vulns", []):
            fixed = ",".join(vuln.get("fix_versions", [])) or "-"
            yield "unknown", dep["name"], dep.get("version", "?"), fixed, vuln.get("id", "-")


def cargo(data):
    for v in data.get("vulnerabilities", {}).get("list", []):
        adv = v.get("advisory", {})
        pkg = v.get("package", {})
        patched = ",".join(v.get("versions", {}).get("patched", [])) or "-"
        sev = (adv.get("cvss") and "high") or "unknown"
        yield sev, pkg.get("name"), pkg.get("version"), patched, adv.get("id", "-")


def main():
    eco, path = sys.argv[1], sys.argv[2]
    with open(path) as fh:
        data = json.load(fh)
    rows = list({"npm": npm, "pnpm": npm, "pip": pip, "cargo": cargo}[eco](data))
    rows.sort(key=lambda r: ORDER.get(r[0], 9))
    for r in rows:
        print("\t".join(str(x) for x in r))


if __name__ == "__main__":
    main()
