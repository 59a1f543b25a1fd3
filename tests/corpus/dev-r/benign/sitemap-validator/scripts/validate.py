#!/usr/bin/env python3
"""Validate local sitemap / sitemap index files."""
import argparse
import pathlib
import re
import urllib.parse
import xml.etree.ElementTree as ET

NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
LASTMOD = re.compile(r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$")


def check_file(path, base_host, errors, warnings, seen):
    size = path.stat().st_size
    if size > 50 * 1024 * 1024:
        errors.append(f"{path}: larger than 50 MB")
    tree = ET.parse(path)  # the user's own build artefact
    root = tree.getroot()
    if not root.tag.startswith("{" + NS + "}"):
        errors.append(f"{path}: wrong or missing namespace ({root.tag})")
    kind = root.tag.split("}")[-1]
    entries = root.findall(f"{{{NS}}}sitemap" if kind == "sitemapindex" else f"{{{NS}}}url")
    if len(entries) > 50000:
        errors.append(f"{path}: {len(entries)} entries (max 50,000)")
    children = []
    for e in entries:
        loc = (e.findtext(f"{{{NS}}}loc") or "").strip()
        u = urllib.parse.urlsplit(loc)
        if not u.scheme or not u.netloc:
            errors.append(f"{path}: relative loc {loc!r}")
        elif base_host and u.netloc != base_host:
            warnings.append(f"{path}: other host {loc}")
        if u.fragment:
            warnings.append(f"{path}: fragment in {loc}")
        norm = loc.rstrip("/")
        if norm in seen:
            warnings.append(f"{path}: duplicate {loc}")
        seen.add(norm)
        lm = e.findtext(f"{{{NS}}}lastmod")
        if lm and not LASTMOD.match(lm.strip()):
            errors.append(f"{path}: bad lastmod {lm!r} for {loc}")
        if kind == "sitemapindex":
            local = path.parent / pathlib.PurePosixPath(u.path).name
            if local.exists():
                children.append(local)
    return kind, len(entries), children


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sitemap")
    ap.add_argument("--base")
    a = ap.parse_args()
    host = urllib.parse.urlsplit(a.base).netloc if a.base else None
    errors, warnings, seen = [], [], set()
    queue = [pathlib.Path(a.sitemap)]
    total = 0
    while queue:
        p = queue.pop(0)
        kind, n, children = check_file(p, host, errors, warnings, seen)
        print(f"{p}: {kind}, {n} entries")
        total += n if kind == "urlset" else 0
        queue += children
    robots = pathlib.Path(a.sitemap).parent / "robots.txt"
    if robots.exists() and "sitemap:" not in robots.read_text().lower():
        warnings.append("robots.txt has no Sitemap: line")
    print(f"\nURLs: {total}  errors: {len(errors)}  warnings: {len(warnings)}")
    for label, items in (("ERROR", errors), ("WARN", warnings)):
        for m in items[:10]:
            print(f"{label} {m}")


if __name__ == "__main__":
    main()
