#!/usr/bin/env python3
"""Run Procfile processes with prefixed output (a tiny foreman)."""
import argparse
import itertools
import os
import re
import signal
import subprocess
import sys
import threading
import time

COLOURS = itertools.cycle([36, 33, 32, 35, 34, 31])


def read_procfile():
    for name in ("Procfile.dev", "Procfile"):
        if os.path.exists(name):
            with open(name) as fh:
                return [m.groups() for m in (re.match(r"^([\w-]+):\s*(.+)$", l.strip()) for l in fh) if m]
    sys.exit("no Procfile.dev or Procfile in the current directory")


def read_env(path):
    env = {}
    if path and os.path.exists(path):
        for line in open(path):
            line = line.strip()
            if line and not line.startswith("#") and "=" in line:
                k, v = line.split("=", 1)
                env[k.strip()] = v.strip().strip('"').strip("'")
    return env


def pump(proc, name, colour, width):
    for line in iter(proc.stdout.readline, b""):
        sys.stdout.write(f"\x1b[{colour}m{name:>{width}} |\x1b[0m {line.decode(errors='replace')}")
        sys.stdout.flush()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("only", nargs="*")
    ap.add_argument("--env", default=".env")
    a = ap.parse_args()
    entries = [(n, c) for n, c in read_procfile() if not a.only or n in a.only]
    base_env = {**os.environ, **read_env(a.env)}
    width = max(len(n) for n, _ in entries)
    procs = []
    for i, (name, cmd) in enumerate(entries):
        env = dict(base_env)
        env.setdefault("PORT", str(5000 + 100 * i))
        # the user's own Procfile command, run through the shell exactly as foreman does
        p = subprocess.Popen(cmd, shell=True, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             start_new_session=True)
        procs.append((name, p))
        threading.Thread(target=pump, args=(p, name, next(COLOURS), width), daemon=True).start()
        print(f"started {name} (pid {p.pid}, PORT={env['PORT']}): {cmd}")

    def stop(*_):
        for _, p in procs:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGINT)
        deadline = time.time() + 5
        while time.time() < deadline and any(p.poll() is None for _, p in procs):
            time.sleep(0.1)
        for _, p in procs:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)
        sys.exit(0)

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    while True:
        for name, p in procs:
            if p.poll() is not None:
                print(f"{name} exited with {p.returncode}; stopping the rest")
                stop()
        time.sleep(0.5)


if __name__ == "__main__":
    main()
