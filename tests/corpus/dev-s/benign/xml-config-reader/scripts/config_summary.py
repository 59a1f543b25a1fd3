#!/usr/bin/env python3
"""Summarise XML/YAML config files the user points at."""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

try:
    import yaml
except ImportError:
    yaml = None

ANDROID = "{http://schemas.android.com/apk/res/android}"


def strip_ns(tag):
    return tag.split("}", 1)[-1]


def pom(root):
    ns = {"m": root.tag.split("}")[0][1:]} if root.tag.startswith("{") else {}
    q = (lambda p: "m:" + p.replace("/", "/m:")) if ns else (lambda p: p)
    get = lambda el, p: (el.findtext(q(p), namespaces=ns) or "").strip()
    print(f"artifact: {get(root, 'groupId')}:{get(root, 'artifactId')}:{get(root, 'version')}")
    print(f"java: {get(root, 'properties/java.version') or get(root, 'properties/maven.compiler.release')}")
    for dep in root.findall(q("dependencies/dependency"), ns):
        print(f"  dep {get(dep, 'groupId')}:{get(dep, 'artifactId')} {get(dep, 'version') or '(managed)'}")


def android(root):
    print(f"package: {root.get('package')}")
    for p in root.iter("uses-permission"):
        print(f"  permission {p.get(ANDROID + 'name')}")
    for comp in ("activity", "service", "receiver", "provider"):
        for el in root.iter(comp):
            if el.get(ANDROID + "exported") == "true":
                print(f"  exported {comp} {el.get(ANDROID + 'name')}")


def generic_xml(root):
    print(f"root <{strip_ns(root.tag)}> with {len(list(root))} children")
    for child in list(root)[:20]:
        print(f"  <{strip_ns(child.tag)}> {dict(list(child.attrib.items())[:3])}")


def yaml_doc(doc):
    if not isinstance(doc, dict):
        return
    if "services" in doc:
        for name, svc in (doc.get("services") or {}).items():
            env = svc.get("environment") or {}
            keys = list(env) if isinstance(env, dict) else [e.split("=")[0] for e in env]
            print(f"  service {name}: image={svc.get('image')} ports={svc.get('ports')} env={keys}")
    elif "kind" in doc:
        meta = doc.get("metadata", {})
        print(f"  {doc['kind']} {meta.get('name')}")
        spec = doc.get("spec", {}).get("template", {}).get("spec", {})
        for c in spec.get("containers", []) or []:
            print(f"    container {c.get('name')} image={c.get('image')} ports={[p.get('containerPort') for p in c.get('ports', [])]}")


def main():
    for arg in sys.argv[1:]:
        path = Path(arg)
        print(f"== {path}")
        if path.suffix in {".yml", ".yaml"}:
            if yaml is None:
                print("  (PyYAML not installed)")
                continue
            for doc in yaml.safe_load_all(path.read_text()):
                yaml_doc(doc)
            continue
        root = ET.parse(path).getroot()
        tag = strip_ns(root.tag)
        if tag == "project":
            pom(root)
        elif tag == "manifest":
            android(root)
        else:
            generic_xml(root)


if __name__ == "__main__":
    main()
