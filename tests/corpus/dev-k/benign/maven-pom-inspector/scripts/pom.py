#!/usr/bin/env python3
"""Parse the project's own pom.xml files with ElementTree (no network, no entity expansion needed)."""
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

NS = {"m": "http://maven.apache.org/POM/4.0.0"}
PROP = re.compile(r"\$\{([^}]+)\}")


def text(el, path):
    found = el.find(path, NS)
    return found.text.strip() if found is not None and found.text else None


def inspect(pom):
    root = ET.parse(pom).getroot()
    props = {c.tag.split("}")[1]: (c.text or "").strip() for c in root.findall("m:properties/*", NS)}
    resolve = lambda v: PROP.sub(lambda m: props.get(m.group(1), m.group(0)), v) if v else v
    deps = []
    for d in root.findall("m:dependencies/m:dependency", NS):
        deps.append({
            "coord": f"{text(d, 'm:groupId')}:{text(d, 'm:artifactId')}",
            "version": resolve(text(d, "m:version")),
            "scope": text(d, "m:scope") or "compile",
        })
    return {
        "pom": str(pom),
        "id": f"{text(root, 'm:groupId') or text(root, 'm:parent/m:groupId')}:{text(root, 'm:artifactId')}:{resolve(text(root, 'm:version'))}",
        "dependencies": deps,
        "plugins": [text(p, "m:artifactId") for p in root.findall("m:build/m:plugins/m:plugin", NS)],
    }


def main():
    base = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    mods = [inspect(p) for p in sorted(base.rglob("pom.xml")) if "target" not in p.parts]
    if "--json" in sys.argv:
        print(json.dumps(mods, indent=2))
        return
    seen = {}
    for m in mods:
        print(f"\n{m['id']}  ({m['pom']})")
        for d in m["dependencies"]:
            v = d["version"] or "(managed)"
            flag = "  <- SNAPSHOT" if v.endswith("-SNAPSHOT") else ""
            print(f"  {d['coord']}:{v} [{d['scope']}]{flag}")
            seen.setdefault(d["coord"], set()).add(v)
    for coord, vs in seen.items():
        if len(vs - {"(managed)"}) > 1:
            print(f"\nversion conflict: {coord} -> {sorted(vs)}")


if __name__ == "__main__":
    main()
