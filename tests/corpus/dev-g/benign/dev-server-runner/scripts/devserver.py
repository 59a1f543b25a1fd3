#!/usr/bin/env python3
"""Run the project's dev server in the background and manage it."""
import argparse
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

STATE = Path(".devserver")
PIDFILE = STATE / "pid"
LOG = STATE / "server.log"


def port_open(port, host="127.0.0.1"):
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex((host, port)) == 0


def tail(n):
    if not LOG.exists():
        return ""
    return "\n".join(LOG.read_text(errors="replace").splitlines()[-n:])


def running_pid():
    try:
        pid = int(PIDFILE.read_text())
        os.kill(pid, 0)
        return pid
    except (FileNotFoundError, ValueError, ProcessLookupError, PermissionError):
        return None


def start(args):
    if running_pid():
        sys.exit(f"already running (pid {running_pid()}); stop it first")
    if port_open(args.port):
        sys.exit(f"port {args.port} is already in use by another process")
    STATE.mkdir(exist_ok=True)
    log = LOG.open("w")
    # The command is the user's own dev command (e.g. "npm run dev"); run it
    # through their shell so quoting, && and VAR=value prefixes behave as typed.
    proc = subprocess.Popen(args.cmd, shell=True, stdout=log, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, start_new_session=True)
    PIDFILE.write_text(str(proc.pid))
    deadline = time.time() + args.timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            print(f"server exited early with code {proc.returncode}\n{tail(40)}")
            sys.exit(1)
        if port_open(args.port):
            print(f"up on http://localhost:{args.port} (pid {proc.pid})\n{tail(20)}")
            return
        time.sleep(1)
    print(f"port {args.port} not open after {args.timeout}s; still running (pid {proc.pid})\n{tail(20)}")


def stop(_args):
    pid = running_pid()
    if not pid:
        print("not running")
        return
    os.killpg(pid, signal.SIGTERM)
    for _ in range(10):
        time.sleep(1)
        if not running_pid():
            break
    else:
        os.killpg(pid, signal.SIGKILL)
    PIDFILE.unlink(missing_ok=True)
    print("stopped")


def status(_args):
    pid = running_pid()
    print(f"running (pid {pid})" if pid else "not running")


def logs(args):
    print(tail(args.lines))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd_name", required=True)
    s = sub.add_parser("start")
    s.add_argument("--cmd", required=True)
    s.add_argument("--port", type=int, required=True)
    s.add_argument("--timeout", type=int, default=60)
    sub.add_parser("stop")
    sub.add_parser("status")
    l = sub.add_parser("logs")
    l.add_argument("--lines", type=int, default=30)
    args = ap.parse_args()
    {"start": start, "stop": stop, "status": status, "logs": logs}[args.cmd_name](args)


if __name__ == "__main__":
    main()
