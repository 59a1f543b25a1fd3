#!/usr/bin/env python3
"""Start the project's dev server command, wait for its port, record its PID."""
import argparse
import os
import signal
import socket
import subprocess
import sys
import time

PIDFILE = ".devserver.pid"
LOG = ".devserver.log"


def wait_port(port, timeout):
    end = time.time() + timeout
    while time.time() < end:
        with socket.socket() as s:
            s.settimeout(0.5)
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.5)
    return False


def start(cmd, port, timeout):
    log = open(LOG, "a")
    # shell=True on purpose: this is the user's own project command and may use
    # shell syntax (&&, VAR=value, shims). It is never built from external input.
    proc = subprocess.Popen(cmd, shell=True, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    with open(PIDFILE, "w") as fh:
        fh.write(str(proc.pid))
    if wait_port(port, timeout):
        print(f"ready: http://localhost:{port}  (logs: {LOG})")
        return 0
    print(f"server did not open port {port} within {timeout}s; see {LOG}", file=sys.stderr)
    return 1


def stop():
    if not os.path.exists(PIDFILE):
        print("not running")
        return 0
    pid = int(open(PIDFILE).read())
    try:
        os.killpg(pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    os.remove(PIDFILE)
    print("stopped")
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd")
    ap.add_argument("--port", type=int, default=3000)
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--stop", action="store_true")
    a = ap.parse_args()
    if a.stop:
        return stop()
    if not a.cmd:
        ap.error("--cmd is required")
    return start(a.cmd, a.port, a.timeout)


if __name__ == "__main__":
    sys.exit(main())
