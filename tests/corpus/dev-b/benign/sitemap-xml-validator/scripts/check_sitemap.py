#!/usr/bin/env python3
"""Validate sitemap XML files produced by the user's build."""
import argparse
import re
import sys
from pathlib import Path
from urllib.parse import urlparse

try:
    from defusedxml import ElementTree as ET  # hardened parser when available
except ImportError:
    import xml.etree.ElementTree as ET

NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
W3C = re.compile(r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$")


def check(path: Path, host: str, errors: list, warnings: list, seen: set, site_dir):
    if path.stat().st_size > 50 * 1024 * 1024:
        errors.append(f"{path}: larger than 50 MB")
    root = ET.parse(path).getroot()
    if root.tag == NS + "sitemapindex":
        for sm in root.iter(NS + "sitemap"):
            loc = sm.findtext(NS + "loc", "").strip()
            child = path.parent / Path(urlparse(loc).path).name
            if child.exists():
                check(child, host, errors, warnings, seen, site_dir)
            else:
                warnings.append(f"{path}: child sitemap {loc} not found locally")
        return
    if root.tag != NS + "urlset":
        errors.append(f"{path}: root is {root.tag}, expected urlset or sitemapindex")
        return
    urls = list(root.iter(NS + "url"))
    if len(urls) > 50000:
        errors.append(f"{path}: {len(urls)} URLs (max 50,000)")
    want = urlparse(host)
    for u in urls:
        loc = u.findtext(NS + "loc", "").strip()
        p = urlparse(loc)
        if not p.scheme:
            errors.append(f"relative loc: {loc}")
        elif p.netloc != want.netloc or p.scheme != want.scheme:
            errors.append(f"wrong host/scheme: {loc}")
        if p.fragment:
            warnings.append(f"fragment in loc: {loc}")
        if loc in seen:
            warnings.append(f"duplicate: {loc}")
        seen.add(loc)
        lm = u.findtext(NS + "lastmod")
        if lm and not W3C.match(lm.strip()):
            errors.append(f"bad lastmod {lm!r} for {loc}")
        if site_dir:
            rel = p.path.lstrip("/")
            cands = [site_dir / rel / "index.html", site_dir / (rel or "index.html"), site_dir / f"{rel}.html"]
            if not any(c.is_file() for c in cands):
                warnings.append(f"no built page for {loc}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sitemap", type=Path)
    ap.add_argument("--host", required=True)
    ap.add_argument("--site-dir", type=Path)
    a = ap.parse_args()
    errors, warnings, seen = [], [], set()
    check(a.sitemap, a.host.rstrip("/"), errors, warnings, seen, a.site_dir)
    if a.site_dir:
        built = {"/" + str(p.relative_to(a.site_dir).parent).strip(".") for p in a.site_dir.rglob("index.html")}
        listed = {urlparse(l).path.rstrip("/") or "/" for l in seen}
        for missing in sorted(b.rstrip("/") or "/" for b in built if (b.rstrip("/") or "/") not in listed):
            warnings.append(f"page not in sitemap: {missing}")
    for e in errors:
        print("ERROR  ", e)
    for w in warnings:
        print("WARN   ", w)
    print(f"\n{len(seen)} URLs, {len(errors)} errors, {len(warnings)} warnings")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
