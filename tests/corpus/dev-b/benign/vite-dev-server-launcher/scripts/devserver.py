#!/usr/bin/env python3
"""Start/stop the project's own dev server in the background."""
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
LOG = STATE / "server.log"
META = STATE / "meta.json"


def package_manager():
    for lock, pm in (("pnpm-lock.yaml", "pnpm"), ("yarn.lock", "yarn"), ("bun.lockb", "bun")):
        if Path(lock).exists():
            return pm
    return "npm"


def default_cmd():
    scripts = json.loads(Path("package.json").read_text()).get("scripts", {})
    if "dev" not in scripts:
        sys.exit("package.json has no 'dev' script; pass --cmd")
    return f"{package_manager()} run dev"


def port_open(port):
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0


def start(cmd):
    STATE.mkdir(exist_ok=True)
    exclude = Path(".git/info/exclude")
    if exclude.exists() and ".devserver/" not in exclude.read_text():
        exclude.write_text(exclude.read_text() + "\n.devserver/\n")
    log = open(LOG, "w")
    # the user's own dev command; shell=True so '&&' and VAR=x prefixes work as typed
    proc = subprocess.Popen(cmd, shell=True, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    port = None
    deadline = time.time() + 60
    while time.time() < deadline and proc.poll() is None:
        m = re.search(r"https?://(?:localhost|127\.0\.0\.1|\[::1\]):(\d+)", LOG.read_text(errors="ignore"))
        if m and port_open(int(m.group(1))):
            port = int(m.group(1))
            break
        time.sleep(1)
    META.write_text(json.dumps({"pid": proc.pid, "port": port, "cmd": cmd}))
    if port:
        print(f"dev server up at http://127.0.0.1:{port}/ (pid {proc.pid})")
    else:
        print("dev server did not come up; last log lines:")
        print("\n".join(LOG.read_text(errors="ignore").splitlines()[-20:]))


def stop():
    if not META.exists():
        print("not running"); return
    pid = json.loads(META.read_text())["pid"]
    try:
        os.killpg(pid, signal.SIGTERM)
        for _ in range(50):
            time.sleep(0.1)
            os.killpg(pid, 0)
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    META.unlink()
    print("stopped")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["start", "stop", "status", "logs"])
    ap.add_argument("--cmd")
    ap.add_argument("--lines", type=int, default=30)
    a = ap.parse_args()
    if a.action == "start":
        start(a.cmd or default_cmd())
    elif a.action == "stop":
        stop()
    elif a.action == "status":
        print(META.read_text() if META.exists() else "not running")
    else:
        print("\n".join(LOG.read_text(errors="ignore").splitlines()[-a.lines:]) if LOG.exists() else "no log")


if __name__ == "__main__":
    main()
