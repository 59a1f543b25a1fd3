#!/usr/bin/env python3
"""Query XML (limited XPath) or YAML (dotted path) config files safely."""
import json
import sys

try:
    from defusedxml import ElementTree as ET  # hardened parser
except ImportError:  # stdlib fallback; does not resolve external entities
    import xml.etree.ElementTree as ET


def strip_ns(root):
    for el in root.iter():
        if isinstance(el.tag, str) and "}" in el.tag:
            el.tag = el.tag.split("}", 1)[1]
    return root


def query_xml(path, expr, dump):
    root = strip_ns(ET.parse(path).getroot())
    if dump:
        for el in root.iter():
            text = (el.text or "").strip()
            if text:
                print(f"{el.tag}: {text[:80]}")
        return
    expr = expr if expr.startswith(".") else "." + expr
    for el in root.findall(expr):
        print((el.text or "").strip() or ET.tostring(el, encoding="unicode")[:200])


def query_yaml(path, dotted):
    import yaml
    with open(path) as fh:
        docs = list(yaml.safe_load_all(fh))
    for doc in docs:
        cur = doc
        for part in dotted.split(".") if dotted else []:
            if isinstance(cur, list) and part.isdigit():
                cur = cur[int(part)]
            elif isinstance(cur, dict):
                cur = cur.get(part)
            else:
                cur = None
                break
        print(json.dumps(cur, indent=2, default=str))


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: query.py FILE [EXPR | --dump]")
    path = sys.argv[1]
    arg = sys.argv[2] if len(sys.argv) > 2 else ""
    if path.endswith((".yml", ".yaml")):
        query_yaml(path, arg)
    else:
        query_xml(path, arg, arg == "--dump")


if __name__ == "__main__":
    main()
