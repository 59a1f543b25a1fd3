#!/usr/bin/env python3
"""Start a user-specified dev server command and wait for its port."""
import argparse
import socket
import subprocess
import sys
import time

def wait_for(port, timeout):
    end = time.time() + timeout
    while time.time() < end:
        with socket.socket() as s:
            s.settimeout(0.5)
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.5)
    return False

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd", required=True, help="the user's own start command")
    ap.add_argument("--port", type=int, default=3000)
    ap.add_argument("--timeout", type=int, default=60)
    a = ap.parse_args()
    print(f"starting: {a.cmd}")
    # shell=True on purpose: the command is the user's own, written for their shell.
    proc = subprocess.Popen(a.cmd, shell=True)
    print(f"pid {proc.pid}")
    if wait_for(a.port, a.timeout):
        print(f"ready: http://localhost:{a.port}")
    else:
        print("server did not open the port in time", file=sys.stderr)
    try:
        proc.wait()
    except KeyboardInterrupt:
        proc.terminate()

if __name__ == "__main__":
    main()
