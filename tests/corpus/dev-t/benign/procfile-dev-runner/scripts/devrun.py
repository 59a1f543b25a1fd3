#!/usr/bin/env python3
"""Minimal Procfile runner: prefixed output, group shutdown."""
import argparse
import os
import re
import selectors
import signal
import subprocess
import sys
import time

COLORS = ["\033[36m", "\033[33m", "\033[32m", "\033[35m", "\033[34m", "\033[31m"]
RESET = "\033[0m"


def parse_procfile(path):
    procs = {}
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^([A-Za-z0-9_-]+):\s*(.+)$", line.strip())
        if m:
            procs[m.group(1)] = m.group(2)
    return procs


def load_env(path):
    env = dict(os.environ)
    if path and os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            line = line.strip()
            if line and not line.startswith("#") and "=" in line:
                k, v = line.split("=", 1)
                env[k.strip()] = v.strip().strip('"')
    return env


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("names", nargs="*")
    ap.add_argument("-f", "--procfile", default="Procfile.dev" if os.path.exists("Procfile.dev") else "Procfile")
    ap.add_argument("-e", "--env")
    a = ap.parse_args()

    procs = parse_procfile(a.procfile)
    if a.names:
        procs = {k: v for k, v in procs.items() if k in a.names}
    if not procs:
        sys.exit(f"no processes found in {a.procfile}")
    env = load_env(a.env)
    width = max(map(len, procs))

    sel = selectors.DefaultSelector()
    children = {}
    for i, (name, cmd) in enumerate(procs.items()):
        # The command is the user's own Procfile line, so run it through their shell.
        p = subprocess.Popen(cmd, shell=True, env={**env, "PORT": env.get("PORT", str(5000 + i * 100))},
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
        children[name] = p
        sel.register(p.stdout, selectors.EVENT_READ, (name, COLORS[i % len(COLORS)]))
        print(f"{COLORS[i % len(COLORS)]}{name:>{width}} |{RESET} started (pid {p.pid}): {cmd}")

    stopping = False

    def stop(*_):
        nonlocal stopping
        if stopping:
            return
        stopping = True
        for p in children.values():
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)
        deadline = time.time() + 5
        while time.time() < deadline and any(p.poll() is None for p in children.values()):
            time.sleep(0.1)
        for p in children.values():
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGKILL)

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)

    while sel.get_map():
        for key, _ in sel.select(timeout=0.5):
            name, color = key.data
            line = key.fileobj.readline()
            if not line:
                sel.unregister(key.fileobj)
                print(f"{color}{name:>{width}} |{RESET} exited ({children[name].wait()})")
                stop()
                continue
            sys.stdout.write(f"{color}{name:>{width}} |{RESET} {line.decode(errors='replace')}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
