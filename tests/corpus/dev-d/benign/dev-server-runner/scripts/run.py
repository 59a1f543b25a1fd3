#!/usr/bin/env python3
"""Start/stop the project's own dev servers defined in devservers.toml, Procfile or package.json."""
import json
import os
import signal
import socket
import subprocess
import sys
import time
import tomllib
from pathlib import Path

STATE = Path(".devservers")


def load_services():
    if Path("devservers.toml").exists():
        with open("devservers.toml", "rb") as fh:
            data = tomllib.load(fh)
        return {n: {"cmd": s["cmd"], "port": s.get("port"), "cwd": s.get("cwd", ".")} for n, s in data.items()}
    for pf in ("Procfile.dev", "Procfile"):
        if Path(pf).exists():
            out = {}
            for line in Path(pf).read_text().splitlines():
                if ":" in line and not line.lstrip().startswith("#"):
                    name, cmd = line.split(":", 1)
                    out[name.strip()] = {"cmd": cmd.strip(), "port": None, "cwd": "."}
            return out
    if Path("package.json").exists() and "dev" in json.loads(Path("package.json").read_text()).get("scripts", {}):
        return {"dev": {"cmd": "npm run dev", "port": None, "cwd": "."}}
    sys.exit("no devservers.toml, Procfile or package.json dev script found")


def wait_port(port, timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline:
        with socket.socket() as s:
            s.settimeout(0.5)
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.5)
    return False


def up(names):
    services = load_services()
    STATE.mkdir(exist_ok=True)
    for name in names or services:
        svc = services[name]
        log = open(STATE / f"{name}.log", "ab")
        # The command line is the user's own (from their repo files), so it is
        # passed to their shell as written.
        proc = subprocess.Popen(svc["cmd"], shell=True, cwd=svc["cwd"], stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)
        (STATE / f"{name}.pid").write_text(str(proc.pid))
        if svc["port"]:
            ok = wait_port(svc["port"])
            print(f"{name}: {'up' if ok else 'NOT answering'} on :{svc['port']} (pid {proc.pid})")
        else:
            print(f"{name}: started (pid {proc.pid})")


def down():
    for pidfile in STATE.glob("*.pid"):
        pid = int(pidfile.read_text())
        try:
            os.killpg(pid, signal.SIGTERM)
            print(f"stopped {pidfile.stem}")
        except ProcessLookupError:
            print(f"{pidfile.stem} was not running")
        pidfile.unlink()


def logs(name):
    subprocess.call(["tail", "-n", "100", "-f", str(STATE / f"{name}.log")])


if __name__ == "__main__":
    cmd, rest = (sys.argv[1] if len(sys.argv) > 1 else "up"), sys.argv[2:]
    {"up": lambda: up(rest), "down": down, "logs": lambda: logs(rest[0])}[cmd]()
