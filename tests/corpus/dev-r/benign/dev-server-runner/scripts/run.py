#!/usr/bin/env python3
"""Start/stop the project's dev server in the background and wait for its port."""
import argparse
import json
import os
import pathlib
import re
import signal
import socket
import subprocess
import sys
import time

STATE = pathlib.Path(".devserver.json")
LOG = pathlib.Path(".devserver.log")


def detect():
    for pf in ("Procfile.dev", "Procfile"):
        p = pathlib.Path(pf)
        if p.exists():
            m = re.search(r"^web:\s*(.+)$", p.read_text(), re.M)
            if m:
                return m.group(1)
    pkg = pathlib.Path("package.json")
    if pkg.exists():
        scripts = json.loads(pkg.read_text()).get("scripts", {})
        for name in ("dev", "start"):
            if name in scripts:
                return f"npm run {name}"
    mk = pathlib.Path("Makefile")
    if mk.exists():
        for t in ("dev", "run"):
            if re.search(rf"^{t}:", mk.read_text(), re.M):
                return f"make {t}"
    if pathlib.Path("manage.py").exists():
        return f"{sys.executable} manage.py runserver"
    return None


def wait_port(port, timeout=60):
    end = time.time() + timeout
    while time.time() < end:
        with socket.socket() as s:
            s.settimeout(1)
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.5)
    return False


def start(cmd, port):
    cmd = cmd or detect()
    if not cmd:
        sys.exit("could not detect a start command; pass --cmd")
    print(f"starting: {cmd}")
    log = open(LOG, "ab")
    # the user's own command line, run as they would type it
    proc = subprocess.Popen(cmd, shell=True, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    STATE.write_text(json.dumps({"pid": proc.pid, "cmd": cmd, "port": port}))
    if port and wait_port(port):
        print(f"up on http://localhost:{port} (pid {proc.pid})")
    elif port:
        print(f"port {port} did not open within 60s; see logs")
    print("\n".join(LOG.read_text(errors="replace").splitlines()[-10:]))


def stop():
    if not STATE.exists():
        print("not running")
        return
    pid = json.loads(STATE.read_text())["pid"]
    try:
        os.killpg(pid, signal.SIGTERM)
        print(f"stopped process group {pid}")
    except ProcessLookupError:
        print("already stopped")
    STATE.unlink()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["start", "stop", "status", "logs"])
    ap.add_argument("--cmd")
    ap.add_argument("--port", type=int, default=int(os.environ.get("PORT", "3000")))
    a = ap.parse_args()
    if a.action == "start":
        start(a.cmd, a.port)
    elif a.action == "stop":
        stop()
    elif a.action == "status":
        print(STATE.read_text() if STATE.exists() else "not running")
    else:
        print("\n".join(LOG.read_text(errors="replace").splitlines()[-50:]) if LOG.exists() else "no log")


if __name__ == "__main__":
    main()
