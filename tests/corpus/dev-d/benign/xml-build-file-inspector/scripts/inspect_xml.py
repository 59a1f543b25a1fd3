#!/usr/bin/env python3
"""Inventory dependencies from pom.xml and .csproj/.props files."""
import argparse
import json
import re
from collections import defaultdict
from pathlib import Path

try:
    from defusedxml import ElementTree as ET  # type: ignore
except ImportError:
    import xml.etree.ElementTree as ET

SKIP = {"node_modules", ".git", "target", "bin", "obj", "build"}
PROP = re.compile(r"\$\{([^}]+)\}")


def strip_ns(tree):
    for el in tree.iter():
        if isinstance(el.tag, str) and "}" in el.tag:
            el.tag = el.tag.split("}", 1)[1]
    return tree


def maven(path: Path, parent_props):
    root = strip_ns(ET.parse(path).getroot())
    props = dict(parent_props)
    for p in root.findall("properties/*"):
        props[p.tag] = (p.text or "").strip()
    props.setdefault("project.version", (root.findtext("version") or "").strip())

    def res(v):
        return PROP.sub(lambda m: props.get(m.group(1), m.group(0)), v or "")

    deps = []
    for d in root.findall(".//dependencies/dependency"):
        deps.append({"name": f"{d.findtext('groupId')}:{d.findtext('artifactId')}", "version": res(d.findtext("version"))})
    return deps, props


def dotnet(path: Path, central):
    root = strip_ns(ET.parse(path).getroot())
    deps = []
    for pr in root.iter("PackageReference"):
        name = pr.get("Include") or pr.get("Update")
        ver = pr.get("Version") or pr.findtext("Version") or central.get(name, "(central?)")
        deps.append({"name": name, "version": ver})
    tfm = root.findtext(".//TargetFramework") or root.findtext(".//TargetFrameworks")
    return deps, tfm


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--conflicts", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    root = Path(a.root)

    files = [p for p in root.rglob("*") if p.is_file() and not (set(p.parts) & SKIP)
             and (p.name == "pom.xml" or p.suffix in (".csproj", ".fsproj") or p.name == "Directory.Packages.props")]

    central = {}
    for p in files:
        if p.name == "Directory.Packages.props":
            r = strip_ns(ET.parse(p).getroot())
            central.update({pv.get("Include"): pv.get("Version") for pv in r.iter("PackageVersion")})

    inventory = {}
    parent_props = {}
    for p in sorted(files, key=lambda x: len(x.parts)):
        if p.name == "pom.xml":
            deps, props = maven(p, parent_props)
            if p.parent == root:
                parent_props = props
            inventory[str(p)] = {"kind": "maven", "deps": deps}
        elif p.suffix in (".csproj", ".fsproj"):
            deps, tfm = dotnet(p, central)
            inventory[str(p)] = {"kind": "dotnet", "framework": tfm, "deps": deps}

    versions = defaultdict(lambda: defaultdict(list))
    for f, info in inventory.items():
        for d in info["deps"]:
            versions[d["name"]][d["version"]].append(f)
    conflicts = {n: dict(v) for n, v in versions.items() if len(v) > 1}

    if a.json:
        print(json.dumps({"files": inventory, "conflicts": conflicts}, indent=2))
        return
    if not a.conflicts:
        for f, info in inventory.items():
            extra = f" [{info.get('framework')}]" if info.get("framework") else ""
            print(f"{f}{extra}")
            for d in info["deps"]:
                print(f"    {d['name']} {d['version']}")
    print(f"\n{len(conflicts)} dependency version conflict(s)")
    for n, v in sorted(conflicts.items()):
        print(f"  {n}: " + ", ".join(f"{ver} ({len(fs)} file(s))" for ver, fs in v.items()))


if __name__ == "__main__":
    main()
