#!/usr/bin/env python3
"""Start the user's dev-server command in the background and wait for its port."""
import argparse
import os
import signal
import socket
import subprocess
import sys
import time

PID, LOG = ".devserver.pid", ".devserver.log"


def port_open(port):
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0


def stop():
    if not os.path.exists(PID):
        print("no dev server recorded")
        return
    pid = int(open(PID).read())
    try:
        os.killpg(pid, signal.SIGTERM)
        print(f"stopped {pid}")
    except ProcessLookupError:
        print("already stopped")
    os.remove(PID)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("command", nargs="?")
    ap.add_argument("--port", type=int, default=3000)
    ap.add_argument("--stop", action="store_true")
    a = ap.parse_args()
    if a.stop:
        return stop()
    if not a.command:
        sys.exit("give the dev command, e.g. \"npm run dev\"")
    log = open(LOG, "ab")
    # shell=True on purpose: this is the user's own command line, with their &&, quotes and env vars
    proc = subprocess.Popen(a.command, shell=True, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    open(PID, "w").write(str(proc.pid))
    for _ in range(120):
        if port_open(a.port):
            print(f"ready: http://localhost:{a.port}  (pid {proc.pid}, log {LOG})")
            return
        if proc.poll() is not None:
            sys.exit(f"server exited with {proc.returncode}; see {LOG}")
        time.sleep(0.5)
    print(f"port {a.port} not open after 60s; server still running, check {LOG}")


if __name__ == "__main__":
    main()
