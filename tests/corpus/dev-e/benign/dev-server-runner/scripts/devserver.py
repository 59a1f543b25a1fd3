#!/usr/bin/env python3
"""Start/stop the project's dev server in the background and wait for readiness."""
import argparse
import json
import os
import pathlib
import signal
import socket
import subprocess
import sys
import time

STATE = pathlib.Path(".devserver")


def detect():
    if pathlib.Path("Procfile.dev").exists():
        for line in pathlib.Path("Procfile.dev").read_text().splitlines():
            if line.startswith("web:"):
                return line[4:].strip(), 3000
    if pathlib.Path("package.json").exists():
        scripts = json.loads(pathlib.Path("package.json").read_text()).get("scripts", {})
        for name, port in (("dev", 5173 if "vite" in scripts.get("dev", "") else 3000), ("start", 3000)):
            if name in scripts:
                return f"npm run {name}", port
    if pathlib.Path("manage.py").exists():
        return "python manage.py runserver 127.0.0.1:8000", 8000
    if pathlib.Path("bin/rails").exists():
        return "bin/rails server -b 127.0.0.1 -p 3000", 3000
    if pathlib.Path("Cargo.toml").exists():
        return "cargo run", 8080
    return None, None


def port_open(port):
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0


def start(cmd, port, timeout):
    STATE.mkdir(exist_ok=True)
    if (STATE / "pid").exists():
        print("already running; use stop first")
        return 1
    log = open(STATE / "server.log", "ab")
    # shell=True on purpose: cmd is the project's own start command and may use
    # shell syntax (env assignments, &&, npm "--" forwarding).
    proc = subprocess.Popen(cmd, shell=True, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    (STATE / "pid").write_text(str(proc.pid))
    (STATE / "meta.json").write_text(json.dumps({"cmd": cmd, "port": port}))
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            print(f"server exited with {proc.returncode}; see {STATE / 'server.log'}")
            (STATE / "pid").unlink()
            return 1
        if port and port_open(port):
            print(f"ready on http://127.0.0.1:{port} (pid {proc.pid})")
            return 0
        time.sleep(0.5)
    print(f"started (pid {proc.pid}) but port {port} not answering after {timeout}s")
    return 0


def stop():
    pidfile = STATE / "pid"
    if not pidfile.exists():
        print("not running")
        return 0
    pid = int(pidfile.read_text())
    try:
        os.killpg(pid, signal.SIGTERM)
        for _ in range(20):
            time.sleep(0.5)
            os.killpg(pid, 0)
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    pidfile.unlink()
    print("stopped")
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["start", "stop", "status", "logs"])
    ap.add_argument("--cmd")
    ap.add_argument("--port", type=int)
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--tail", type=int, default=40)
    a = ap.parse_args()
    if a.action == "start":
        cmd, port = detect()
        cmd, port = a.cmd or cmd, a.port or port
        if not cmd:
            print("could not detect a start command; pass --cmd")
            return 2
        return start(cmd, port, a.timeout)
    if a.action == "stop":
        return stop()
    if a.action == "logs":
        lines = (STATE / "server.log").read_text(errors="replace").splitlines() if (STATE / "server.log").exists() else []
        print("\n".join(lines[-a.tail:]))
        return 0
    meta = json.loads((STATE / "meta.json").read_text()) if (STATE / "meta.json").exists() else {}
    running = (STATE / "pid").exists()
    print(f"{'running' if running else 'stopped'}  {meta.get('cmd', '')}  port {meta.get('port')} {'open' if meta.get('port') and port_open(meta['port']) else 'closed'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
