#!/usr/bin/env python3
"""Lint (and optionally fix) SVG icon files."""
import argparse
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

SVG_NS = "http://www.w3.org/2000/svg"
EDITOR_NS = ("sodipodi", "inkscape", "sketch", "figma", "serif")
ET.register_namespace("", SVG_NS)
ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")
COLOR_RE = re.compile(r"#[0-9a-fA-F]{3,8}\b")


def local(tag):
    return tag.rsplit("}", 1)[-1]


def lint(path, palette, fix):
    issues = []
    tree = ET.parse(path)  # user's own local file; ElementTree does not fetch external resources
    root = tree.getroot()
    changed = False

    if "viewBox" not in root.attrib:
        issues.append("no-viewbox")
        w, h = root.get("width", "").rstrip("px"), root.get("height", "").rstrip("px")
        if fix and w and h:
            root.set("viewBox", f"0 0 {w} {h}")
            changed = True
    if "width" in root.attrib or "height" in root.attrib:
        issues.append("fixed-size")
        if fix and "viewBox" in root.attrib:
            root.attrib.pop("width", None)
            root.attrib.pop("height", None)
            changed = True

    for el in list(root.iter()):
        tag = local(el.tag)
        if tag == "script" or any(a.lower().startswith("on") for a in el.attrib):
            issues.append("script-or-handler")
        if tag == "image":
            href = el.get("href") or el.get("{http://www.w3.org/1999/xlink}href") or ""
            if href.startswith("data:image/"):
                issues.append("embedded-raster")
        for attr in list(el.attrib):
            if any(ns in attr for ns in EDITOR_NS):
                issues.append("editor-metadata")
                if fix:
                    del el.attrib[attr]
                    changed = True
        if palette:
            for key in ("fill", "stroke", "stop-color"):
                val = el.get(key, "")
                if COLOR_RE.fullmatch(val) and val.lower() not in palette:
                    issues.append(f"off-palette:{val}")

    for parent in list(root.iter()):
        for child in list(parent):
            if local(child.tag) == "metadata" or any(ns in child.tag for ns in EDITOR_NS):
                issues.append("editor-metadata")
                if fix:
                    parent.remove(child)
                    changed = True

    text = ET.tostring(root, encoding="unicode")
    for d in root.iter(f"{{{SVG_NS}}}defs"):
        for item in list(d):
            i = item.get("id")
            if i and f"#{i}" not in text.replace(f'id="{i}"', ""):
                issues.append("unused-def")
                if fix:
                    d.remove(item)
                    changed = True

    if changed:
        tree.write(path, encoding="unicode", xml_declaration=False)
    return sorted(set(issues))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--fix", action="store_true")
    ap.add_argument("--palette")
    a = ap.parse_args()
    palette = None
    if a.palette:
        data = json.loads(pathlib.Path(a.palette).read_text())
        palette = {v.lower() for v in data.values()} if isinstance(data, dict) else {v.lower() for v in data}
    total = 0
    for p in sorted(pathlib.Path(a.folder).rglob("*.svg")):
        try:
            issues = lint(p, palette, a.fix)
        except ET.ParseError as e:
            print(f"{p}: parse error {e}")
            total += 1
            continue
        if issues:
            total += len(issues)
            print(f"{p}: {', '.join(issues)}")
    print(f"{total} issue(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
