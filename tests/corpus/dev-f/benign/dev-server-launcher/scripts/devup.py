#!/usr/bin/env python3
"""Run Procfile processes in parallel with prefixed output."""
import argparse
import itertools
import os
import pathlib
import signal
import subprocess
import sys
import threading
import time

COLOURS = itertools.cycle(["\033[36m", "\033[33m", "\033[35m", "\033[32m", "\033[34m"])
RESET = "\033[0m"


def read_procfile():
    for name in ("Procfile.dev", "Procfile"):
        p = pathlib.Path(name)
        if p.exists():
            entries = {}
            for line in p.read_text().splitlines():
                if line.strip() and not line.lstrip().startswith("#") and ":" in line:
                    key, cmd = line.split(":", 1)
                    entries[key.strip()] = cmd.strip()
            return entries
    sys.exit("no Procfile.dev or Procfile in the current directory")


def load_env(path):
    env = dict(os.environ)
    if path:
        for line in pathlib.Path(path).read_text().splitlines():
            if "=" in line and not line.lstrip().startswith("#"):
                k, v = line.split("=", 1)
                env[k.strip()] = v.strip().strip('"')
    return env


def pump(name, colour, stream, width):
    for line in iter(stream.readline, ""):
        sys.stdout.write(f"{colour}{name:<{width}} |{RESET} {line}")
        sys.stdout.flush()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("names", nargs="*")
    ap.add_argument("--env")
    args = ap.parse_args()
    entries = read_procfile()
    chosen = {n: entries[n] for n in (args.names or entries)}
    env = load_env(args.env)
    width = max(map(len, chosen))
    procs = []
    for name, cmd in chosen.items():
        # The user's own Procfile command, run through the shell on purpose.
        p = subprocess.Popen(cmd, shell=True, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             text=True, start_new_session=True)
        threading.Thread(target=pump, args=(name, next(COLOURS), p.stdout, width), daemon=True).start()
        procs.append((name, p))
    try:
        while all(p.poll() is None for _, p in procs):
            time.sleep(0.3)
        for name, p in procs:
            if p.poll() is not None:
                print(f"{name} exited with {p.returncode}; stopping the others")
    except KeyboardInterrupt:
        pass
    for sig in (signal.SIGINT, signal.SIGTERM):
        for _, p in procs:
            if p.poll() is None:
                os.killpg(p.pid, sig)
        deadline = time.time() + 5
        while time.time() < deadline and any(p.poll() is None for _, p in procs):
            time.sleep(0.2)


if __name__ == "__main__":
    main()
