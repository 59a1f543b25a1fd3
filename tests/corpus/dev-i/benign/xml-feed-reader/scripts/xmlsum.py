#!/usr/bin/env python3
"""Summarise common XML formats from local files."""
import json
import sys
from collections import Counter

try:
    from defusedxml import ElementTree as ET  # hardened parser when available
except ImportError:  # stdlib ElementTree does not resolve external entities
    import xml.etree.ElementTree as ET


def local(tag):
    return tag.rsplit("}", 1)[-1]


def text(el, name):
    for child in el:
        if local(child.tag) == name:
            return (child.text or "").strip() or child.get("href", "")
    return ""


def summarise(root):
    kind = local(root.tag)
    if kind == "rss":
        items = root.iter()
        return {"type": "rss", "items": [{"title": text(i, "title"), "date": text(i, "pubDate"), "link": text(i, "link")}
                                         for i in items if local(i.tag) == "item"]}
    if kind == "feed":
        return {"type": "atom", "items": [{"title": text(e, "title"), "date": text(e, "updated"), "link": text(e, "link")}
                                          for e in root if local(e.tag) == "entry"]}
    if kind in ("urlset", "sitemapindex"):
        return {"type": kind, "urls": [{"loc": text(u, "loc"), "lastmod": text(u, "lastmod"), "priority": text(u, "priority")}
                                       for u in root]}
    if kind in ("testsuite", "testsuites"):
        cases = [c for c in root.iter() if local(c.tag) == "testcase"]
        fails = []
        for c in cases:
            for f in c:
                if local(f.tag) in ("failure", "error"):
                    fails.append({"test": f"{c.get('classname')}.{c.get('name')}", "message": (f.get("message") or "")[:200]})
        return {"type": "junit", "tests": len(cases), "failures": fails}
    if kind == "project":
        coords = ":".join(text(root, k) for k in ("groupId", "artifactId", "version"))
        deps = [":".join(text(d, k) for k in ("groupId", "artifactId", "version"))
                for d in root.iter() if local(d.tag) == "dependency"]
        return {"type": "maven", "project": coords, "dependencies": deps}
    outline = Counter()
    def walk(el, depth):
        if depth > 3:
            return
        for c in el:
            outline[f"{'  ' * depth}{local(c.tag)}"] += 1
            walk(c, depth + 1)
    walk(root, 0)
    return {"type": "generic", "root": kind, "outline": dict(outline)}


def main(paths, as_json):
    for p in paths:
        result = summarise(ET.parse(p).getroot())
        if as_json:
            print(json.dumps({"file": p, **result}, indent=2))
            continue
        print(f"== {p} ({result['type']})")
        for key in ("items", "urls", "failures", "dependencies"):
            for row in result.get(key, []):
                print("  " + (" | ".join(row.values()) if isinstance(row, dict) else row))
        if "tests" in result:
            print(f"  {result['tests']} tests, {len(result['failures'])} failing")
        for k, v in result.get("outline", {}).items():
            print(f"  {k} x{v}")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--json"]
    if not args:
        sys.exit("usage: xmlsum.py FILE... [--json]")
    main(args, "--json" in sys.argv)
