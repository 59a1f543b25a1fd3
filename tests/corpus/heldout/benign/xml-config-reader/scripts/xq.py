#!/usr/bin/env python3
import sys
import xml.etree.ElementTree as ET

def main(path, xpath):
    tree = ET.parse(path)
    root = tree.getroot()
    hits = root.findall(xpath)
    if not hits:
        print("no match")
        return 1
    for el in hits:
        tag = el.tag.split("}", 1)[-1]
        attrs = " ".join(f'{k.split("}", 1)[-1]}="{v}"' for k, v in el.attrib.items())
        text = (el.text or "").strip()
        print(f"<{tag} {attrs}> {text}".replace("  ", " "))
    return 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
