#!/usr/bin/env python3
"""Start/stop the project's own dev server command in the background."""
import argparse
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

STATE = Path(".devserver")


def detect():
    for name in ("Procfile.dev", "Procfile"):
        p = Path(name)
        if p.exists():
            for line in p.read_text().splitlines():
                m = re.match(r"^(\w+):\s*(.+)$", line)
                if m and m.group(1) == "web":
                    return m.group(2)
    if Path("package.json").exists():
        scripts = json.loads(Path("package.json").read_text()).get("scripts", {})
        for key in ("dev", "start"):
            if key in scripts:
                return f"npm run {key}"
    if Path("manage.py").exists():
        return "python manage.py runserver"
    return None


def port_open(port):
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0


def start(cmd, port, name):
    if port_open(port):
        sys.exit(f"port {port} is already in use - not starting a second server")
    STATE.mkdir(exist_ok=True)
    log = open(STATE / f"{name}.log", "ab")
    # The command comes from the user or their project files; run it through their shell
    # so npm scripts, && chains and inline env assignments behave as in a terminal.
    proc = subprocess.Popen(cmd, shell=True, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    (STATE / f"{name}.pid").write_text(str(proc.pid))
    print(f"started: {cmd}  (pid {proc.pid}, log {STATE / f'{name}.log'})")
    deadline = time.time() + 60
    while time.time() < deadline:
        if proc.poll() is not None:
            sys.exit(f"server exited with code {proc.returncode}; see the log")
        if port_open(port):
            print(f"ready on http://localhost:{port}")
            return
        time.sleep(1)
    print(f"still not answering on {port} after 60 s; check the log")


def stop(name):
    pidfile = STATE / f"{name}.pid"
    if not pidfile.exists():
        print("not running")
        return
    pid = int(pidfile.read_text())
    try:
        os.killpg(pid, signal.SIGTERM)
        for _ in range(10):
            time.sleep(1)
            os.killpg(pid, 0)
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    pidfile.unlink()
    print("stopped")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["start", "stop", "status"])
    ap.add_argument("--cmd")
    ap.add_argument("--port", type=int, default=3000)
    ap.add_argument("--name", default="web")
    a = ap.parse_args()
    if a.action == "start":
        cmd = a.cmd or detect()
        if not cmd:
            sys.exit("no dev command found; pass --cmd")
        start(cmd, a.port, a.name)
    elif a.action == "stop":
        stop(a.name)
    else:
        print("listening" if port_open(a.port) else "not listening", f"on {a.port}")


if __name__ == "__main__":
    main()
