#!/usr/bin/env python3
"""Start the user's dev server, wait for its port, run a command, then stop the server.

Usage: with_server.py --cmd "npm run dev" --port 3000 [--cwd .] -- <test command...>
"""
import argparse
import os
import signal
import socket
import subprocess
import sys
import time


def wait_for_port(port, timeout):
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
    ap.add_argument("--cmd", required=True, help="the project's own dev-server command")
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--cwd", default=".")
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("test", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    test_cmd = args.test[1:] if args.test[:1] == ["--"] else args.test
    if not test_cmd:
        sys.exit("give the test command after --")

    print(f"starting dev server: {args.cmd!r} in {os.path.abspath(args.cwd)}")
    # shell=True because dev commands are written as shell strings in package.json / READMEs.
    # The string is the user's own project command, shown to them before this runs.
    server = subprocess.Popen(args.cmd, shell=True, cwd=args.cwd, start_new_session=True)
    try:
        if not wait_for_port(args.port, args.timeout):
            print(f"port {args.port} did not open within {args.timeout}s", file=sys.stderr)
            return 2
        return subprocess.call(test_cmd)
    finally:
        try:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(timeout=10)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            os.killpg(server.pid, signal.SIGKILL)
        print("dev server stopped")


if __name__ == "__main__":
    sys.exit(main())
