#!/usr/bin/env python3
"""Summarise XML and YAML config files the user points at."""
import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def strip_ns(tag):
    return tag.split("}", 1)[-1]


def summarise_pom(root):
    out = {"artifact": None, "dependencies": []}
    for child in root:
        if strip_ns(child.tag) == "artifactId":
            out["artifact"] = child.text
    for dep in root.iter():
        if strip_ns(dep.tag) == "dependency":
            fields = {strip_ns(c.tag): c.text for c in dep}
            out["dependencies"].append(f"{fields.get('groupId')}:{fields.get('artifactId')}:{fields.get('version', '?')}")
    return out


def summarise_csproj(root):
    refs = [f"{e.get('Include')} {e.get('Version', '')}".strip() for e in root.iter("PackageReference")]
    tf = [e.text for e in root.iter("TargetFramework")]
    return {"target": tf, "packages": refs}


def summarise_xml(path):
    root = ET.parse(path).getroot()
    kind = strip_ns(root.tag)
    if kind == "project" and path.name == "pom.xml":
        return summarise_pom(root)
    if kind == "Project":
        return summarise_csproj(root)
    return {"root": kind, "children": sorted({strip_ns(c.tag) for c in root})}


def summarise_yaml(path):
    import yaml
    docs = [d for d in yaml.safe_load_all(path.read_text(encoding="utf-8")) if d]
    result = []
    for d in docs:
        if isinstance(d, dict) and "services" in d:
            result.append({name: {"image": s.get("image"), "ports": s.get("ports", []),
                                  "env_keys": sorted((s.get("environment") or {}) if isinstance(s.get("environment"), dict) else [e.split("=")[0] for e in s.get("environment", [])])}
                           for name, s in d["services"].items()})
        elif isinstance(d, dict) and "kind" in d:
            result.append({"kind": d["kind"], "name": d.get("metadata", {}).get("name")})
        else:
            result.append({"keys": sorted(d) if isinstance(d, dict) else type(d).__name__})
    return result


def summarise(path):
    p = Path(path)
    if p.suffix.lower() in (".yml", ".yaml"):
        return summarise_yaml(p)
    return summarise_xml(p)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--diff", action="store_true")
    args = ap.parse_args()
    if args.diff and len(args.files) == 2:
        a, b = (json.dumps(summarise(f), indent=1, sort_keys=True).splitlines() for f in args.files)
        import difflib
        sys.stdout.writelines(l + "\n" for l in difflib.unified_diff(a, b, *args.files, lineterm=""))
        return 0
    for f in args.files:
        print(f"== {f}")
        print(json.dumps(summarise(f), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
