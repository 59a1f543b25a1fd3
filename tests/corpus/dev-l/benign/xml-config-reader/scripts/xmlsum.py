#!/usr/bin/env python3
"""Summarise common XML build/config files."""
import sys

try:
    from defusedxml import ElementTree as ET  # safer parser if installed
except ImportError:
    import xml.etree.ElementTree as ET


def strip_ns(tag):
    return tag.split("}", 1)[-1]


def pom(root):
    ns = {"m": root.tag.split("}")[0].strip("{")} if root.tag.startswith("{") else {}
    q = (lambda t: f"m:{t}") if ns else (lambda t: t)
    print("artifact:", root.findtext(q("groupId"), namespaces=ns), root.findtext(q("artifactId"), namespaces=ns),
          root.findtext(q("version"), namespaces=ns))
    for d in root.iterfind(f".//{q('dependency')}", ns):
        print("  dep:", d.findtext(q("groupId"), namespaces=ns), d.findtext(q("artifactId"), namespaces=ns),
              d.findtext(q("version"), namespaces=ns) or "(managed)", d.findtext(q("scope"), namespaces=ns) or "compile")


def csproj(root):
    for tf in root.iter("TargetFramework"):
        print("target:", tf.text)
    for ref in root.iter("PackageReference"):
        print("  pkg:", ref.get("Include"), ref.get("Version"))


def manifest(root):
    a = "{http://schemas.android.com/apk/res/android}"
    print("package:", root.get("package"))
    for p in root.iter("uses-permission"):
        print("  permission:", p.get(a + "name"))
    for tag in ("activity", "service", "receiver", "provider"):
        for c in root.iter(tag):
            if c.get(a + "exported") == "true":
                print(f"  exported {tag}:", c.get(a + "name"))


def main(path):
    root = ET.parse(path).getroot()
    kind = strip_ns(root.tag)
    if kind == "project" and path.endswith("pom.xml"):
        pom(root)
    elif kind == "Project":
        csproj(root)
    elif kind == "manifest":
        manifest(root)
    else:
        print("root element:", kind, "children:", sorted({strip_ns(c.tag) for c in root}))


if __name__ == "__main__":
    main(sys.argv[1])
