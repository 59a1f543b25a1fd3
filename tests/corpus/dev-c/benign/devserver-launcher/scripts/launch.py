#!/usr/bin/env python3
"""Start/stop the project's own dev processes from Procfile.dev or package.json."""
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


def declared():
    procs = {}
    pf = Path("Procfile.dev")
    if pf.exists():
        for line in pf.read_text().splitlines():
            m = re.match(r"^([\w-]+):\s*(.+)$", line.strip())
            if m:
                procs[m.group(1)] = m.group(2)
    elif Path("package.json").exists():
        scripts = json.loads(Path("package.json").read_text()).get("scripts", {})
        for name in scripts:
            if name == "dev" or name.startswith("dev:"):
                procs[name.replace(":", "-")] = f"npm run {name}"
    return procs


def port_hint(cmd):
    m = re.search(r"(?:--port[ =]|PORT=|-p )(\d{2,5})", cmd)
    return int(m.group(1)) if m else None


def listening(port):
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


def up():
    STATE.mkdir(exist_ok=True)
    for name, cmd in declared().items():
        pidfile = STATE / f"{name}.pid"
        if pidfile.exists():
            print(f"{name}: already running (pid {pidfile.read_text()})")
            continue
        log = open(STATE / f"{name}.log", "ab")
        # the user's own command line, run as the user would type it
        proc = subprocess.Popen(cmd, shell=True, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        pidfile.write_text(str(proc.pid))
        print(f"{name}: started pid {proc.pid}: {cmd}")
        port = port_hint(cmd)
        if port:
            for _ in range(60):
                if listening(port):
                    print(f"{name}: listening on http://localhost:{port}")
                    break
                time.sleep(1)
            else:
                print(f"{name}: no answer on port {port} after 60 s; see logs")


def down():
    for pidfile in STATE.glob("*.pid"):
        pid = int(pidfile.read_text())
        try:
            os.killpg(pid, signal.SIGTERM)
            for _ in range(50):
                os.killpg(pid, 0)
                time.sleep(0.1)
            os.killpg(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        pidfile.unlink()
        print(f"{pidfile.stem}: stopped")


def status():
    for name, cmd in declared().items():
        pidfile = STATE / f"{name}.pid"
        state = "stopped"
        if pidfile.exists():
            try:
                os.kill(int(pidfile.read_text()), 0)
                state = f"running (pid {pidfile.read_text()})"
            except ProcessLookupError:
                state = "dead (stale pid file)"
        port = port_hint(cmd)
        extra = f", port {port} {'open' if port and listening(port) else 'closed'}" if port else ""
        print(f"{name:<12} {state}{extra}")


def logs(name, n=50):
    f = STATE / f"{name}.log"
    if not f.exists():
        sys.exit(f"no log for {name}")
    print("".join(f.read_text(errors="replace").splitlines(keepends=True)[-n:]))


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "status"
    {"up": up, "down": down, "status": status}.get(cmd, lambda: logs(sys.argv[2]) if cmd == "logs" else sys.exit("usage: launch.py up|down|status|logs NAME"))()
