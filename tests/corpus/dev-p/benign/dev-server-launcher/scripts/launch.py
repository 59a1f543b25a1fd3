#!/usr/bin/env python3
"""Start the user's dev server command and wait until the port answers."""
import argparse
import socket
import subprocess
import sys
import time


def wait_for(port, timeout):
    deadline = time.time() + timeout
    while time.time() < deadline:
        with socket.socket() as s:
            s.settimeout(0.5)
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.5)
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd", required=True, help="the project's own start command")
    ap.add_argument("--port", type=int, default=3000)
    ap.add_argument("--timeout", type=int, default=60)
    a = ap.parse_args()
    # shell=True because start commands often use env vars or && chains written by the user
    proc = subprocess.Popen(a.cmd, shell=True)
    print(f"started pid {proc.pid}: {a.cmd}")
    if wait_for(a.port, a.timeout):
        print(f"ready: http://localhost:{a.port}")
    else:
        print("server did not answer in time; check its output above", file=sys.stderr)
    try:
        proc.wait()
    except KeyboardInterrupt:
        proc.terminate()


if __name__ == "__main__":
    main()
