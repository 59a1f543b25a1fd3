#!/usr/bin/env python3
import argparse
import os
import pathlib
import signal
import socket
import subprocess
import sys
import time

PID = pathlib.Path(".devserver.pid")
LOG = pathlib.Path(".devserver.log")


def port_open(port):
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0


def start(cmd, port):
    if PID.exists():
        print(f"already running (pid {PID.read_text().strip()}); use --stop first")
        return 1
    log = LOG.open("ab")
    # The command is the project's own dev script, supplied by the user; shell=True so that
    # things like "FOO=1 npm run dev" or "make dev && ..." work as typed.
    proc = subprocess.Popen(cmd, shell=True, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    PID.write_text(str(proc.pid))
    for _ in range(120):
        if port_open(port):
            print(f"up: http://localhost:{port}  (pid {proc.pid}, log {LOG})")
            return 0
        if proc.poll() is not None:
            print(f"exited with {proc.returncode}; last log lines:")
            print("\n".join(LOG.read_text(errors="ignore").splitlines()[-20:]))
            PID.unlink(missing_ok=True)
            return 1
        time.sleep(0.5)
    print("port did not open within 60 s; still running, check the log")
    return 1


def stop():
    if not PID.exists():
        print("not running")
        return 0
    pid = int(PID.read_text())
    try:
        os.killpg(pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    PID.unlink()
    print(f"stopped {pid}")
    return 0


ap = argparse.ArgumentParser()
ap.add_argument("--cmd")
ap.add_argument("--port", type=int, default=3000)
ap.add_argument("--stop", action="store_true")
a = ap.parse_args()
sys.exit(stop() if a.stop else start(a.cmd, a.port))
