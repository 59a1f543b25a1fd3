#!/usr/bin/env python3
"""Start the project's own dev command in the background and wait for its port."""
import argparse
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

LOG_DIR = Path(".devlogs")
PID_FILE = LOG_DIR / "pids"


def wait_for_port(port, timeout):
    deadline = time.time() + timeout
    while time.time() < deadline:
        with socket.socket() as s:
            s.settimeout(0.5)
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.5)
    return False


def start(cmd, port, log, timeout):
    LOG_DIR.mkdir(exist_ok=True)
    log_path = Path(log) if log else LOG_DIR / f"dev-{port}.log"
    fh = open(log_path, "ab")
    # The command comes from the user or their project config; run it the way their shell would.
    proc = subprocess.Popen(cmd, shell=True, stdout=fh, stderr=subprocess.STDOUT,
                            start_new_session=True, cwd=os.getcwd())
    with open(PID_FILE, "a") as pf:
        pf.write(f"{proc.pid}\n")
    if wait_for_port(port, timeout):
        print(f"up: http://localhost:{port}  (pid {proc.pid}, log {log_path})")
        return 0
    print(f"not reachable on port {port} after {timeout}s; last log lines:", file=sys.stderr)
    lines = log_path.read_text(errors="replace").splitlines()[-40:]
    print("\n".join(lines), file=sys.stderr)
    return 1


def stop():
    if not PID_FILE.exists():
        print("nothing to stop")
        return 0
    for line in PID_FILE.read_text().split():
        try:
            os.killpg(int(line), signal.SIGTERM)
            print(f"stopped process group {line}")
        except (ProcessLookupError, PermissionError):
            pass
    PID_FILE.unlink()
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd")
    ap.add_argument("--port", type=int, default=3000)
    ap.add_argument("--log")
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--stop", action="store_true")
    a = ap.parse_args()
    if a.stop:
        sys.exit(stop())
    if not a.cmd:
        ap.error("--cmd is required")
    sys.exit(start(a.cmd, a.port, a.log, a.timeout))


if __name__ == "__main__":
    main()
