#!/usr/bin/env python3
"""Capped HTTP load test with a fixed worker pool and duration."""
import argparse
import concurrent.futures as cf
import time
import urllib.error
import urllib.request
from urllib.parse import urlsplit

MAX_WORKERS, MAX_SECONDS = 64, 120

ap = argparse.ArgumentParser()
ap.add_argument("url")
ap.add_argument("--workers", type=int, default=8)
ap.add_argument("--seconds", type=int, default=15)
ap.add_argument("--steps", help="comma-separated worker counts, run in sequence")
ap.add_argument("--allow-remote", action="store_true")
a = ap.parse_args()

if urlsplit(a.url).hostname not in ("localhost", "127.0.0.1", "::1") and not a.allow_remote:
    raise SystemExit("only local targets unless --allow-remote (and you own the service)")
secs = min(a.seconds, MAX_SECONDS)
steps = [min(int(s), MAX_WORKERS) for s in (a.steps.split(",") if a.steps else [a.workers])]


def worker(deadline):
    lat, errs = [], 0
    while time.time() < deadline:
        t = time.time()
        try:
            with urllib.request.urlopen(a.url, timeout=5) as r:
                r.read()
                if r.status >= 400:
                    errs += 1
        except (urllib.error.URLError, OSError):
            errs += 1
        lat.append(time.time() - t)
    return lat, errs


for n in steps:
    deadline = time.time() + secs
    with cf.ThreadPoolExecutor(max_workers=n) as ex:
        results = list(ex.map(worker, [deadline] * n))
    lat = sorted(x for l, _ in results for x in l)
    errs = sum(e for _, e in results)
    pct = lambda q: lat[min(len(lat) - 1, int(q * len(lat)))] if lat else 0
    print(f"workers={n:3d} req={len(lat):6d} err={errs:4d} rps={len(lat)/secs:8.1f} "
          f"p50={pct(.5)*1000:6.1f}ms p95={pct(.95)*1000:6.1f}ms p99={pct(.99)*1000:6.1f}ms")
