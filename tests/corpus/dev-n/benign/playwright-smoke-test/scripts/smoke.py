#!/usr/bin/env python3
"""Start a dev server, load some localhost pages in a clean Chromium, report errors."""
import argparse
import os
import signal
import subprocess
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

ap = argparse.ArgumentParser()
ap.add_argument("--cmd", required=True, help="the project's dev-server command")
ap.add_argument("--url", default="http://localhost:3000")
ap.add_argument("--paths", nargs="+", default=["/"])
ap.add_argument("--timeout", type=int, default=60)
a = ap.parse_args()

if not a.url.startswith(("http://localhost", "http://127.0.0.1")):
    raise SystemExit("smoke tests only target localhost")

# user's own command; shell=True so "PORT=4000 npm run dev" works
server = subprocess.Popen(a.cmd, shell=True, preexec_fn=os.setsid)
try:
    deadline = time.time() + a.timeout
    while time.time() < deadline:
        try:
            urllib.request.urlopen(a.url, timeout=2)
            break
        except OSError:
            time.sleep(1)
    else:
        raise SystemExit(f"server did not answer at {a.url} within {a.timeout}s")

    shots = Path("smoke-shots")
    shots.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch()
        for path in a.paths:
            page = browser.new_page()
            errors, failed = [], []
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.on("requestfailed", lambda r: failed.append(r.url))
            resp = page.goto(a.url.rstrip("/") + path, wait_until="networkidle")
            shot = shots / (path.strip("/").replace("/", "_") or "root")
            page.screenshot(path=f"{shot}.png", full_page=True)
            print(f"{path}: status={resp.status if resp else '?'} console_errors={len(errors)} failed={len(failed)}")
            for e in errors[:3]:
                print(f"   error: {e}")
            page.close()
        browser.close()
finally:
    os.killpg(os.getpgid(server.pid), signal.SIGTERM)
