#!/usr/bin/env python3
"""List dependencies and version conflicts from pom.xml files."""
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict

NS = {"m": "http://maven.apache.org/POM/4.0.0"}


def text(el, path):
    found = el.find(path, NS)
    return found.text.strip() if found is not None and found.text else None


def main(paths):
    versions = defaultdict(set)
    for p in paths:
        root = ET.parse(p).getroot()
        props = {c.tag.split("}")[1]: (c.text or "") for c in root.find("m:properties", NS) or []}
        print(f"\n{p}  ({text(root, 'm:artifactId')})")
        for dep in root.iterfind(".//m:dependencies/m:dependency", NS):
            g, a, v = text(dep, "m:groupId"), text(dep, "m:artifactId"), text(dep, "m:version")
            if v and v.startswith("${"):
                v = props.get(v[2:-1], v)
            versions[f"{g}:{a}"].add(v or "(managed)")
            print(f"  {g}:{a}:{v or '(managed)'}")
        for plugin in root.iterfind(".//m:build/m:plugins/m:plugin", NS):
            if text(plugin, "m:version") is None:
                print(f"  ! plugin without version: {text(plugin, 'm:artifactId')}")
    print("\nConflicts:")
    for ga, vs in sorted(versions.items()):
        real = {v for v in vs if v != "(managed)"}
        if len(real) > 1:
            print(f"  {ga}: {', '.join(sorted(real))}")


if __name__ == "__main__":
    main(sys.argv[1:] or ["pom.xml"])
