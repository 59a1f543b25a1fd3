#!/usr/bin/env python3
"""Optimise SVG icons and optionally combine them into a sprite."""
import argparse
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

SVG = "http://www.w3.org/2000/svg"
ET.register_namespace("", SVG)
ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")
EDITOR_NS = ("sodipodi", "inkscape", "sketch", "illustrator", "adobe")
DEFAULTS = {"fill-opacity": "1", "stroke-opacity": "1", "opacity": "1", "stroke-width": "1"}
NUM = re.compile(r"-?\d+\.\d+")


def is_editor(tag_or_attr):
    return any(ns in tag_or_attr.lower() for ns in EDITOR_NS)


def referenced_ids(root):
    text = ET.tostring(root, encoding="unicode")
    return set(re.findall(r"url\(#([^)]+)\)", text)) | set(re.findall(r'href="#([^"]+)"', text))


def optimise(root, precision, current_color, keep_title):
    keep = referenced_ids(root)
    for parent in list(root.iter()):
        for child in list(parent):
            tag = child.tag.split("}")[-1] if isinstance(child.tag, str) else ""
            if not isinstance(child.tag, str) or is_editor(child.tag) or tag == "metadata" or (tag == "title" and not keep_title):
                parent.remove(child)
    for el in root.iter():
        for attr in list(el.attrib):
            val = el.attrib[attr]
            if is_editor(attr) or DEFAULTS.get(attr) == val or (attr == "id" and val not in keep):
                del el.attrib[attr]
                continue
            if attr in ("d", "points", "viewBox", "transform") or attr in ("x", "y", "width", "height", "cx", "cy", "r"):
                el.attrib[attr] = NUM.sub(lambda m: f"{float(m.group()):.{precision}f}".rstrip("0").rstrip("."), val)
            if current_color and attr in ("fill", "stroke") and val not in ("none", "currentColor") and not val.startswith("url("):
                el.attrib[attr] = "currentColor"
    return root


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--precision", type=int, default=2)
    ap.add_argument("--current-color", action="store_true")
    ap.add_argument("--keep-title", action="store_true")
    ap.add_argument("--sprite")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    folder = Path(a.folder)
    backup = folder / ".orig"
    sprite = ET.Element(f"{{{SVG}}}svg", {"style": "display:none"})
    before_total = after_total = 0
    for f in sorted(folder.glob("*.svg")):
        src = f.read_bytes()
        root = optimise(ET.fromstring(src), a.precision, a.current_color, a.keep_title)
        out = ET.tostring(root, encoding="unicode")
        before_total += len(src)
        after_total += len(out)
        print(f"{f.name:40} {len(src):7} -> {len(out):7} bytes")
        if a.sprite:
            sym = ET.SubElement(sprite, f"{{{SVG}}}symbol", {"id": f"icon-{f.stem}", "viewBox": root.get("viewBox", "0 0 24 24")})
            sym.extend(list(root))
        if not a.dry_run:
            backup.mkdir(exist_ok=True)
            if not (backup / f.name).exists():
                shutil.copy2(f, backup / f.name)
            f.write_text(out, encoding="utf-8")
    if a.sprite and not a.dry_run:
        Path(a.sprite).write_text(ET.tostring(sprite, encoding="unicode"), encoding="utf-8")
        print(f"sprite written to {a.sprite}")
    if before_total:
        print(f"total {before_total} -> {after_total} bytes ({100 - after_total * 100 // before_total}% smaller)")


if __name__ == "__main__":
    main()
