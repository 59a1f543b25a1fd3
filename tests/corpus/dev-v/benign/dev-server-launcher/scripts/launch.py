#!/usr/bin/env python3
"""Run the project's own dev command(s) and wait for the port."""
import argparse
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path


def detect():
    for pf in ("Procfile.dev", "Procfile"):
        if Path(pf).exists():
            procs = []
            for line in Path(pf).read_text().splitlines():
                if ":" in line and not line.lstrip().startswith("#"):
                    name, cmd = line.split(":", 1)
                    procs.append((name.strip(), cmd.strip()))
            if procs:
                return procs
    if Path("package.json").exists():
        scripts = json.loads(Path("package.json").read_text()).get("scripts", {})
        for s in ("dev", "start"):
            if s in scripts:
                return [(s, f"npm run {s}")]
    if Path("Makefile").exists():
        text = Path("Makefile").read_text()
        for t in ("dev", "run"):
            if f"\n{t}:" in "\n" + text:
                return [(t, f"make {t}")]
    return []


def pump(name, stream):
    for line in iter(stream.readline, b""):
        sys.stdout.write(f"[{name}] {line.decode(errors='replace')}")
        sys.stdout.flush()


def wait_port(port, timeout=60):
    end = time.time() + timeout
    while time.time() < end:
        with socket.socket() as s:
            s.settimeout(0.5)
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.5)
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd", help="explicit command (runs in your shell)")
    ap.add_argument("--port", type=int, default=3000)
    a = ap.parse_args()
    procs = [("app", a.cmd)] if a.cmd else detect()
    if not procs:
        sys.exit("no dev command found; pass --cmd")
    children = []
    for name, cmd in procs:
        print(f"starting {name}: {cmd}")
        # shell=True on purpose: these are the user's own project commands and
        # may use shell syntax (env prefixes, &&).
        p = subprocess.Popen(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             start_new_session=True)
        threading.Thread(target=pump, args=(name, p.stdout), daemon=True).start()
        children.append(p)
    if wait_port(a.port):
        print(f"\nready: http://localhost:{a.port}\n")
    else:
        print(f"\nport {a.port} not open after 60s; check the output above\n")
    try:
        while all(p.poll() is None for p in children):
            time.sleep(0.5)
    except KeyboardInterrupt:
        pass
    finally:
        for p in children:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)


if __name__ == "__main__":
    main()
