#!/usr/bin/env python3
"""Start the project's own dev processes and wait for them to listen."""
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


def detect_commands(procfile=None):
    for name in ([procfile] if procfile else ["Procfile.dev", "Procfile"]):
        if name and Path(name).exists():
            procs = {}
            for line in Path(name).read_text().splitlines():
                if ":" in line and not line.lstrip().startswith("#"):
                    k, v = line.split(":", 1)
                    procs[k.strip()] = v.strip()
            return procs
    if Path("package.json").exists():
        scripts = json.loads(Path("package.json").read_text()).get("scripts", {})
        for key in ("dev", "start"):
            if key in scripts:
                return {key: f"npm run {key}"}
    if Path("Makefile").exists() and "run:" in Path("Makefile").read_text():
        return {"run": "make run"}
    return {}


def pump(name, stream):
    for line in iter(stream.readline, ""):
        sys.stdout.write(f"{name:>8} | {line}")


def wait_port(port, timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline:
        with socket.socket() as s:
            s.settimeout(0.5)
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.5)
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd", help="command given by the user")
    ap.add_argument("--port", type=int)
    ap.add_argument("--procfile")
    args = ap.parse_args()

    procs = {"app": args.cmd} if args.cmd else detect_commands(args.procfile)
    if not procs:
        print("no dev command found; pass --cmd")
        return 1
    children = []
    for name, cmd in procs.items():
        print(f"starting {name}: {cmd}")
        # shell=True on purpose: these are the user's own commands from their project files
        p = subprocess.Popen(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             text=True, env={**os.environ, "FORCE_COLOR": "1"}, start_new_session=True)
        threading.Thread(target=pump, args=(name, p.stdout), daemon=True).start()
        children.append(p)
    if args.port:
        print(f"ready: http://localhost:{args.port}" if wait_port(args.port) else f"port {args.port} not open after 60s")
    try:
        while all(p.poll() is None for p in children):
            time.sleep(0.5)
    except KeyboardInterrupt:
        pass
    finally:
        for p in children:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)
    return 0


if __name__ == "__main__":
    sys.exit(main())
