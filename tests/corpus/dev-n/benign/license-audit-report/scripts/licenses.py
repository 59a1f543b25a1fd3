#!/usr/bin/env python3
"""Inventory dependency licenses from local manifests. No network access."""
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

COPYLEFT = ("GPL", "AGPL", "LGPL", "MPL", "EPL")
root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
rows, excluded = [], []


def flag(lic):
    if not lic:
        return "unknown"
    return "copyleft" if any(k in lic.upper() for k in COPYLEFT) else "ok"


pom = root / "pom.xml"
if pom.exists():
    ns = {"m": "http://maven.apache.org/POM/4.0.0"}
    tree = ET.parse(pom)
    for dep in tree.getroot().iterfind(".//m:dependencies/m:dependency", ns):
        gid = dep.findtext("m:groupId", default="", namespaces=ns)
        aid = dep.findtext("m:artifactId", default="", namespaces=ns)
        ver = dep.findtext("m:version", default="?", namespaces=ns)
        rows.append(("maven", f"{gid}:{aid}", ver, None))

pkg = root / "package.json"
if pkg.exists():
    deps = json.loads(pkg.read_text()).get("dependencies", {})
    for name, ver in deps.items():
        meta = root / "node_modules" / name / "package.json"
        if meta.exists():
            rows.append(("npm", name, ver, json.loads(meta.read_text()).get("license")))
        else:
            excluded.append((name, "not installed locally"))

req = root / "requirements.txt"
if req.exists():
    for line in req.read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            rows.append(("pypi", line.split("==")[0], line.partition("==")[2] or "?", None))

out = ["# License audit", ""]
for eco in ("maven", "npm", "pypi"):
    sel = [r for r in rows if r[0] == eco]
    if not sel:
        continue
    out += [f"## {eco}", "", "| dependency | version | license | flag |", "|---|---|---|---|"]
    out += [f"| {n} | {v} | {l or '?'} | {flag(l)} |" for _, n, v, l in sel]
    out.append("")
out += ["## Exclusions", ""]
out += [f"- {n}: {why}" for n, why in excluded] or ["- none"]
(root / "LICENSES.md").write_text("\n".join(out) + "\n")
print(f"{len(rows)} dependencies, {len(excluded)} excluded -> LICENSES.md")
