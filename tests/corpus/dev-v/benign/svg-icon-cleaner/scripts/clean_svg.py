#!/usr/bin/env python3
"""Sanitise and normalise SVG icons."""
import argparse
import re
from pathlib import Path

from lxml import etree

SVG_NS = "http://www.w3.org/2000/svg"
DROP_TAGS = {"script", "foreignObject", "metadata"}
DROP_NS = ("inkscape", "sodipodi", "sketch", "illustrator", "adobe")
COLOR = re.compile(r"^(#[0-9a-fA-F]{3,8}|rgb\(.*\)|black|white|[a-z]+)$")

PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, remove_comments=True, huge_tree=False)


def local(tag):
    return tag.split("}")[-1] if isinstance(tag, str) else ""


def clean(path, current_color):
    tree = etree.parse(str(path), PARSER)
    root = tree.getroot()
    removed = []
    for el in list(root.iter()):
        if local(el.tag) in DROP_TAGS or any(ns in (el.tag or "") for ns in DROP_NS):
            removed.append(local(el.tag))
            el.getparent().remove(el)
            continue
        for attr in list(el.attrib):
            name = local(attr)
            val = el.attrib[attr]
            if name.lower().startswith("on") or any(ns in attr for ns in DROP_NS):
                removed.append(f"@{name}")
                del el.attrib[attr]
            elif name == "href" and val.strip().lower().startswith("javascript:"):
                removed.append("@href=javascript:")
                del el.attrib[attr]
            elif current_color and name in ("fill", "stroke") and val != "none" and COLOR.match(val):
                el.attrib[attr] = "currentColor"
    if "viewBox" not in root.attrib:
        w = re.sub(r"[^\d.]", "", root.get("width", "24")) or "24"
        h = re.sub(r"[^\d.]", "", root.get("height", "24")) or "24"
        root.set("viewBox", f"0 0 {w} {h}")
    for a in ("width", "height"):
        root.attrib.pop(a, None)
    return etree.tostring(root, encoding="unicode"), removed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out", required=True)
    ap.add_argument("--current-color", action="store_true")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for f in sorted(Path(a.src).glob("*.svg")):
        svg, removed = clean(f, a.current_color)
        (out / f.name).write_text(svg)
        flag = "  <-- had active content" if any(r in ("script", "foreignObject") or r.startswith("@on") for r in removed) else ""
        print(f"{f.name}: removed {', '.join(removed) or 'nothing'}{flag}")


if __name__ == "__main__":
    main()
