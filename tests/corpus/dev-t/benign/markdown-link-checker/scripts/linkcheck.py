#!/usr/bin/env python3
"""Find broken links in Markdown files."""
import argparse
import difflib
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlsplit

import requests

LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|<(https?://[^>]+)>")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*$")
UA = "Mozilla/5.0 (compatible; md-linkcheck/2.2)"
host_locks = {}
host_sem_guard = threading.Lock()


def slug(text):
    text = re.sub(r"[`*_~\[\]()]", "", text.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path):
    try:
        return {slug(m.group(1)) for line in path.read_text().splitlines() if (m := HEADING.match(line))}
    except OSError:
        return set()


def host_sem(host):
    with host_sem_guard:
        return host_locks.setdefault(host, threading.Semaphore(2))


def check_url(url):
    with host_sem(urlsplit(url).hostname or ""):
        for attempt in range(3):
            try:
                r = requests.head(url, allow_redirects=True, timeout=10, headers={"User-Agent": UA})
                if r.status_code in (403, 405, 501):
                    r = requests.get(url, allow_redirects=True, timeout=10, headers={"User-Agent": UA}, stream=True)
                    r.close()
                if r.status_code == 429:
                    return "RATE-LIMITED"
                return None if r.status_code < 400 else str(r.status_code)
            except requests.RequestException as exc:
                err = type(exc).__name__
                time.sleep(1.5 * (attempt + 1))
        return err


def collect(paths):
    for p in paths:
        p = Path(p)
        for f in ([p] if p.is_file() else p.rglob("*.md")):
            for ln, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
                for m in LINK.finditer(line):
                    yield f, ln, m.group(1) or m.group(2)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--offline", action="store_true")
    ap.add_argument("--ignore")
    a = ap.parse_args()
    ignore = re.compile(a.ignore) if a.ignore else None
    problems, external = [], []
    for f, ln, target in collect(a.paths):
        if ignore and ignore.search(target):
            continue
        if target.startswith(("http://", "https://")):
            external.append((f, ln, target))
            continue
        if target.startswith(("mailto:", "tel:")):
            continue
        file_part, _, frag = target.partition("#")
        dest = (f.parent / file_part).resolve() if file_part else f
        if file_part and not dest.exists():
            problems.append((f, ln, "MISSING", target))
        elif frag and dest.suffix == ".md" and slug(frag) not in anchors(dest):
            guess = difflib.get_close_matches(slug(frag), anchors(dest), n=1)
            problems.append((f, ln, "ANCHOR", f"#{frag}" + (f" (did you mean #{guess[0]}?)" if guess else "")))
    if not a.offline:
        with ThreadPoolExecutor(max_workers=4) as pool:
            for (f, ln, url), res in zip(external, pool.map(lambda t: check_url(t[2]), external)):
                if res:
                    problems.append((f, ln, res, url))
    for f, ln, kind, what in sorted(problems, key=lambda p: (str(p[0]), p[1])):
        print(f"{f}:{ln:<5} {kind:8} {what}")
    print(f"{len(problems)} problem(s) in {len(external)} external and other links")


if __name__ == "__main__":
    main()
