#!/usr/bin/env python3
"""Remove active content from SVG files."""
import argparse
import os
import re
import sys

try:
    from defusedxml import ElementTree as ET  # safe parser: no entities, no external DTDs
except ImportError:
    import xml.etree.ElementTree as ET

SVG_NS = "http://www.w3.org/2000/svg"
XLINK = "{http://www.w3.org/1999/xlink}href"
DROP_TAGS = {"script", "foreignObject", "iframe", "embed", "object", "handler", "listener"}
URL_ATTRS = {"href", XLINK, "src"}


def local(tag):
    return tag.rsplit("}", 1)[-1]


def clean(root):
    removed = []
    for parent in list(root.iter()):
        for child in list(parent):
            if local(child.tag) in DROP_TAGS:
                parent.remove(child)
                removed.append(f"<{local(child.tag)}>")
    for el in root.iter():
        for attr in list(el.attrib):
            name = local(attr).lower()
            val = el.attrib[attr].strip().lower()
            if name.startswith("on"):
                del el.attrib[attr]
                removed.append(f"@{name}")
            elif attr in URL_ATTRS or name == "href":
                if not val.startswith("#") and not val.startswith("data:image/"):
                    del el.attrib[attr]
                    removed.append(f"@{name}={val[:30]}")
            elif name == "style" and re.search(r"url\((?!['\"]?#)", val):
                del el.attrib[attr]
                removed.append("@style url()")
    return removed


def process(path, out, in_place, report):
    raw = open(path, "rb").read()
    if ET.__name__ == "xml.etree.ElementTree" and re.search(rb"<!ENTITY", raw):
        print(f"{path}: rejected (declares XML entities)")
        return
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")
    tree = ET.ElementTree(ET.fromstring(raw))
    removed = clean(tree.getroot())
    dest = path if in_place else out
    if dest:
        tree.write(dest, encoding="utf-8", xml_declaration=True)
    if report or not dest:
        print(f"{path}: " + (", ".join(removed) if removed else "clean (nothing removed)"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("-o", "--out")
    ap.add_argument("--in-place", action="store_true")
    ap.add_argument("--report", action="store_true")
    a = ap.parse_args()
    if os.path.isdir(a.src):
        for d, _, fs in os.walk(a.src):
            for f in fs:
                if f.lower().endswith(".svg"):
                    process(os.path.join(d, f), None, a.in_place, a.report)
    else:
        process(a.src, a.out, a.in_place, a.report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
