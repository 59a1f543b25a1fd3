#!/usr/bin/env python3
"""Well-formedness and sanity checks for common XML files."""
import argparse
import re
import sys
from collections import Counter
from pathlib import Path

try:
    from defusedxml import ElementTree as ET  # safe parser
except ImportError:
    import xml.etree.ElementTree as ET  # noqa: N817

ANDROID = "{http://schemas.android.com/apk/res/android}"
DANGEROUS = {"READ_CONTACTS", "ACCESS_FINE_LOCATION", "RECORD_AUDIO", "CAMERA", "READ_SMS", "READ_CALL_LOG"}


def line_of(text: str, needle: str) -> int:
    i = text.find(needle)
    return text.count("\n", 0, i) + 1 if i >= 0 else 0


def strip_ns(tag: str) -> str:
    return tag.split("}", 1)[-1]


def check_android(root, text, path):
    for perm in root.iter("uses-permission"):
        name = perm.get(ANDROID + "name", "").rsplit(".", 1)[-1]
        if name in DANGEROUS:
            print(f"{path}:{line_of(text, name)}: dangerous permission {name}")
    for act in root.iter("activity"):
        if act.get(ANDROID + "exported") == "true" and act.find("intent-filter") is None:
            n = act.get(ANDROID + "name")
            print(f"{path}:{line_of(text, n)}: exported activity without intent-filter: {n}")


def check_pom(root, text, path, list_deps):
    deps = []
    for d in root.iter():
        if strip_ns(d.tag) != "dependency":
            continue
        get = lambda k: next((c.text for c in d if strip_ns(c.tag) == k), None)  # noqa: E731
        deps.append((get("groupId"), get("artifactId"), get("version")))
    for (g, a), n in Counter((g, a) for g, a, _ in deps).items():
        if n > 1:
            print(f"{path}:{line_of(text, a)}: duplicate dependency {g}:{a}")
    for g, a, v in deps:
        if v and v.endswith("-SNAPSHOT"):
            print(f"{path}:{line_of(text, v)}: SNAPSHOT dependency {g}:{a}:{v}")
        if list_deps:
            print(f"{g}:{a}:{v or '(managed)'}")


def check_sitemap(root, text, path):
    locs = [e.text or "" for e in root.iter() if strip_ns(e.tag) == "loc"]
    if len(locs) > 50000:
        print(f"{path}: {len(locs)} URLs, limit is 50000")
    for loc in locs:
        if not re.match(r"^https?://", loc):
            print(f"{path}:{line_of(text, loc)}: non-absolute <loc> {loc!r}")


def check_svg(root, text, path):
    for e in root.iter():
        if strip_ns(e.tag) == "script":
            print(f"{path}:{line_of(text, '<script')}: <script> element in SVG")
        for k in e.attrib:
            if k.lower().startswith("on"):
                print(f"{path}:{line_of(text, k)}: event handler attribute {k}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", type=Path)
    ap.add_argument("--list-deps", action="store_true")
    a = ap.parse_args()
    text = a.file.read_text(encoding="utf-8")
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        print(f"{a.file}: not well-formed: {e}")
        return 1
    name, tag = a.file.name, strip_ns(root.tag)
    if name == "AndroidManifest.xml":
        check_android(root, text, a.file)
    elif name == "pom.xml":
        check_pom(root, text, a.file, a.list_deps)
    elif tag == "urlset":
        check_sitemap(root, text, a.file)
    elif tag == "svg":
        check_svg(root, text, a.file)
    print(f"{a.file}: well-formed ({tag})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
