#!/usr/bin/env python3
"""Check internal (and optionally external) links in Markdown files."""
import argparse
import concurrent.futures
import os
import re
import sys
import urllib.error
import urllib.request

LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.M)
SKIP_HOSTS = re.compile(r"^https?://(localhost|127\.0\.0\.1|[^/]*\.(test|example|invalid)|example\.(com|org))([:/]|$)")


def slug(text):
    return re.sub(r"\s", "-", re.sub(r"[^\w\s-]", "", text.strip().lower()))


def files(paths):
    for p in paths:
        if os.path.isdir(p):
            for d, _, fs in os.walk(p):
                yield from (os.path.join(d, f) for f in fs if f.endswith(".md"))
        elif p.endswith(".md"):
            yield p


def anchors(path, cache={}):
    if path not in cache:
        text = open(path, encoding="utf-8").read()
        cache[path] = {slug(h) for h in HEADING.findall(text)}
    return cache[path]


def check_external(url):
    req = urllib.request.Request(url, method="HEAD", headers={"User-Agent": "markdown-link-checker/1.0"})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return url, r.status
    except urllib.error.HTTPError as e:
        if e.code in (403, 405):
            try:
                with urllib.request.urlopen(urllib.request.Request(url, headers=req.headers), timeout=10) as r:
                    return url, r.status
            except urllib.error.HTTPError as e2:
                return url, e2.code
            except OSError as e2:
                return url, str(e2)
        return url, e.code
    except OSError as e:
        return url, str(e)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--external", action="store_true")
    a = ap.parse_args()
    broken, external = [], {}
    for f in files(a.paths):
        for ln, line in enumerate(open(f, encoding="utf-8"), 1):
            for target in LINK.findall(line):
                if target.startswith(("http://", "https://")):
                    if not SKIP_HOSTS.match(target):
                        external.setdefault(target, []).append(f"{f}:{ln}")
                    continue
                if target.startswith(("mailto:", "tel:")):
                    continue
                path, _, frag = target.partition("#")
                dest = os.path.normpath(os.path.join(os.path.dirname(f), path)) if path else f
                if not os.path.exists(dest):
                    broken.append((f"{f}:{ln}", target, "file not found"))
                elif frag and dest.endswith(".md") and frag.lower() not in anchors(dest):
                    broken.append((f"{f}:{ln}", target, "heading not found"))
    if a.external and external:
        with concurrent.futures.ThreadPoolExecutor(max_workers=4) as ex:
            for url, status in ex.map(check_external, external):
                if not (isinstance(status, int) and status < 400):
                    for where in external[url]:
                        broken.append((where, url, str(status)))
    for where, target, why in broken:
        print(f"{where}  {target}  {why}")
    print(f"\n{len(broken)} broken link(s)")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
