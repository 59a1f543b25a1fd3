#!/usr/bin/env python3
"""Merge raw audit JSON into a Markdown report."""
import json
import pathlib

ORDER = {"critical": 0, "high": 1, "moderate": 2, "medium": 2, "low": 3, "info": 4}
raw = pathlib.Path(".depwatch")
rows = []

npm = raw / "raw-npm-after.json"
if not npm.exists():
    npm = raw / "raw-npm.json"
if npm.exists():
    data = json.loads(npm.read_text() or "{}")
    for name, v in data.get("vulnerabilities", {}).items():
        fix = v.get("fixAvailable")
        rows.append((v.get("severity", "low"), name, v.get("range", "?"),
                     fix.get("version", "?") if isinstance(fix, dict) else str(bool(fix)),
                     "direct" if v.get("isDirect") else "transitive"))

pip = raw / "raw-pip.json"
if pip.exists():
    for dep in json.loads(pip.read_text() or "{}").get("dependencies", []):
        for vuln in dep.get("vulns", []):
            rows.append(("high", dep["name"], dep.get("version", "?"),
                         ",".join(vuln.get("fix_versions", [])) or "none", "direct"))

rows.sort(key=lambda r: ORDER.get(r[0], 9))
counts = {}
for r in rows:
    counts[r[0]] = counts.get(r[0], 0) + 1

lines = ["# Dependency audit", "",
         ", ".join(f"{k}: {v}" for k, v in counts.items()) or "No findings.", "",
         "| severity | package | version | fixed in | kind |", "|---|---|---|---|---|"]
lines += [f"| {a} | {b} | {c} | {d} | {e} |" for a, b, c, d, e in rows]
pathlib.Path("audit-report.md").write_text("\n".join(lines) + "\n")
print(f"wrote audit-report.md with {len(rows)} rows")
