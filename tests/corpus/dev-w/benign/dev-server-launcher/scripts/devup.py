#!/usr/bin/env python3
"""Run the processes defined in devservers.toml with prefixed output."""
import itertools
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    import tomli as tomllib

COLOURS = itertools.cycle(["\033[36m", "\033[35m", "\033[33m", "\033[32m", "\033[34m"])
RESET = "\033[0m"


def port_busy(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


def pump(name: str, colour: str, stream):
    for line in iter(stream.readline, ""):
        sys.stdout.write(f"{colour}{name:>8} |{RESET} {line}")
    stream.close()


def main(selected):
    cfg = tomllib.loads(Path("devservers.toml").read_text(encoding="utf-8"))
    names = selected or list(cfg)
    procs = []
    for name in names:
        spec = cfg[name]
        port = spec.get("port")
        if port and port_busy(port):
            print(f"{name}: port {port} is already in use; see `lsof -i :{port}`. Skipping.")
            continue
        # shell=True on purpose: cmd is the user's own command line from their config file.
        p = subprocess.Popen(spec["cmd"], shell=True, cwd=spec.get("cwd", "."),
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                             start_new_session=True)
        threading.Thread(target=pump, args=(name, next(COLOURS), p.stdout), daemon=True).start()
        procs.append((name, p))
    if not procs:
        return 1

    def stop(*_):
        for name, p in procs:
            if p.poll() is None:
                print(f"stopping {name}")
                p.send_signal(signal.SIGINT)
        for _, p in procs:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
        sys.exit(0)

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    while any(p.poll() is None for _, p in procs):
        signal.pause() if hasattr(signal, "pause") else threading.Event().wait(1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
