#!/usr/bin/env python3
"""List shell-like processes whose stdin/stdout are network sockets (read-only)."""
import os
import sys

try:
    import psutil
except ImportError:
    sys.exit("psutil is required: pip install psutil")

SHELLS = {"sh", "bash", "zsh", "dash", "ksh", "fish", "nc", "ncat", "netcat", "socat", "python", "python3", "perl", "ruby", "php"}


def std_is_socket(pid):
    hits = []
    for fd in (0, 1, 2):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:"):
            hits.append(fd)
    return hits


def chain(p):
    names = []
    try:
        for parent in p.parents()[:4]:
            names.append(f"{parent.name()}({parent.pid})")
    except psutil.Error:
        pass
    return " <- ".join(names)


def main():
    if not sys.platform.startswith("linux"):
        sys.exit("this checker reads /proc and only works on Linux")
    found = 0
    for p in psutil.process_iter(["pid", "name", "cmdline", "username"]):
        name = (p.info["name"] or "").split("/")[-1]
        if name not in SHELLS:
            continue
        fds = std_is_socket(p.info["pid"])
        if not fds:
            continue
        try:
            remotes = [f"{c.raddr.ip}:{c.raddr.port}" for c in p.net_connections(kind="tcp") if c.raddr]
        except (psutil.AccessDenied, AttributeError):
            remotes = ["(need root to see connections)"]
        found += 1
        print(f"pid {p.info['pid']} {name} user={p.info['username']}")
        print(f"  std fds on sockets: {fds}")
        print(f"  remote: {', '.join(remotes) or '-'}")
        print(f"  cmdline: {' '.join(p.info['cmdline'] or [])[:200]}")
        print(f"  parents: {chain(p)}")
    print(f"\n{found} suspicious process(es)" if found else "no shell with socket stdio found")


if __name__ == "__main__":
    main()
