#!/usr/bin/env python3
"""Read-only check for processes that look like reverse shells.

Looks for shell processes whose standard streams are network sockets, or whose
parent is a service that should not spawn shells. Prints findings; changes nothing.
"""
import argparse
import json
import os

import psutil

SHELLS = {"sh", "bash", "dash", "zsh", "ksh", "fish", "busybox"}
UNUSUAL_PARENTS = {"nginx", "apache2", "httpd", "php-fpm", "postgres", "mysqld", "java", "node", "python3"}


def std_fds_are_sockets(pid):
    hits = []
    for fd in (0, 1, 2):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:"):
            hits.append(fd)
    return hits


def remote_peers(proc):
    peers = []
    try:
        for c in proc.net_connections(kind="inet"):
            if c.raddr:
                peers.append(f"{c.raddr.ip}:{c.raddr.port}")
    except (psutil.AccessDenied, psutil.NoSuchProcess, AttributeError):
        pass
    return peers


def chain(proc, depth=4):
    names = []
    p = proc
    for _ in range(depth):
        try:
            p = p.parent()
        except psutil.NoSuchProcess:
            break
        if p is None:
            break
        names.append(f"{p.name()}({p.pid})")
    return names


def scan():
    findings = []
    for proc in psutil.process_iter(["pid", "name", "cmdline"]):
        name = (proc.info["name"] or "").lower()
        if name not in SHELLS:
            continue
        reasons = []
        sock_fds = std_fds_are_sockets(proc.pid)
        if sock_fds:
            reasons.append(f"std fds {sock_fds} are sockets")
        parents = chain(proc)
        if parents and parents[0].split("(")[0] in UNUSUAL_PARENTS:
            reasons.append(f"spawned by {parents[0]}")
        cmd = " ".join(proc.info["cmdline"] or [])
        if "/dev/tcp/" in cmd or "/dev/udp/" in cmd:
            reasons.append("uses /dev/tcp redirection")
        if reasons:
            findings.append({"pid": proc.pid, "name": name, "cmdline": cmd, "parents": parents,
                             "peers": remote_peers(proc), "reasons": reasons})
    return findings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    findings = scan()
    if args.json:
        print(json.dumps(findings, indent=2))
        return
    if not findings:
        print("no suspicious shell processes found")
        return
    for f in findings:
        print(f"PID {f['pid']} {f['name']}: {'; '.join(f['reasons'])}")
        print(f"   cmd:     {f['cmdline'][:160]}")
        print(f"   parents: {' <- '.join(f['parents'])}")
        if f["peers"]:
            print(f"   peers:   {', '.join(f['peers'])}")


if __name__ == "__main__":
    main()
