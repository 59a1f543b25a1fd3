#!/usr/bin/env python3
"""Run the project's dev processes side by side with prefixed output."""
import argparse
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

COLORS = [36, 33, 35, 32, 34, 31]


def from_procfile(path: Path):
    procs = {}
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#") and ":" in line:
            name, cmd = line.split(":", 1)
            procs[name.strip()] = cmd.strip()
    return procs


def from_package_json(path: Path):
    scripts = json.loads(path.read_text()).get("scripts", {})
    return {k.replace(":", "-"): f"npm run {k}" for k in scripts
            if k == "dev" or k.startswith(("dev:", "watch:"))}


def discover():
    if Path("Procfile.dev").exists():
        return from_procfile(Path("Procfile.dev"))
    if Path("package.json").exists():
        return from_package_json(Path("package.json"))
    return {}


def pump(name, color, width, stream):
    for raw in iter(stream.readline, b""):
        sys.stdout.write(f"\x1b[{color}m{name:<{width}} |\x1b[0m {raw.decode(errors='replace')}")
        sys.stdout.flush()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--only", default="")
    args = ap.parse_args()

    procs = discover()
    if args.only:
        keep = set(args.only.split(","))
        procs = {k: v for k, v in procs.items() if k in keep}
    if not procs:
        print("no Procfile.dev or dev scripts found", file=sys.stderr)
        return 1
    if args.list:
        for k, v in procs.items():
            print(f"{k}: {v}")
        return 0

    width = max(map(len, procs))
    children = []
    for i, (name, cmd) in enumerate(procs.items()):
        # shell=True on purpose: these are the user's own Procfile commands
        p = subprocess.Popen(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             start_new_session=True, env={**os.environ, "FORCE_COLOR": "1"})
        children.append((name, p))
        threading.Thread(target=pump, args=(name, COLORS[i % len(COLORS)], width, p.stdout),
                         daemon=True).start()

    def shutdown(*_):
        for _, p in children:
            try:
                os.killpg(p.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        deadline = time.time() + 5
        for _, p in children:
            try:
                p.wait(timeout=max(0, deadline - time.time()))
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
        sys.exit(0)

    signal.signal(signal.SIGINT, shutdown)
    signal.signal(signal.SIGTERM, shutdown)
    while all(p.poll() is None for _, p in children):
        time.sleep(0.5)
    dead = [n for n, p in children if p.poll() is not None]
    print(f"\nprocess exited: {', '.join(dead)}; stopping the rest")
    shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
