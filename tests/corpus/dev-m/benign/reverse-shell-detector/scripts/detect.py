#!/usr/bin/env python3
"""Detect likely reverse shells on Linux by inspecting /proc. Read-only."""
import os
import re
import socket
import struct
from pathlib import Path

SHELLS = {"sh", "bash", "dash", "zsh", "ksh", "fish", "busybox"}
INTERPRETERS = {"python", "python3", "perl", "ruby", "php", "node", "lua"}
# Detection signatures (these are strings we *look for*, not commands we run)
CMDLINE_SIGNS = [
    re.compile(r"/dev/(tcp|udp)/"),
    re.compile(r"\bnc(at)?\b.*\s-(e|c)\s"),
    re.compile(r"socat\b.*exec:", re.I),
    re.compile(r"pty\.spawn"),
    re.compile(r"\bbash\s+-i\b"),
    re.compile(r"mkfifo\b.*\bnc\b"),
]


def socket_inodes():
    """Map socket inode -> (local, remote, state) from /proc/net/tcp{,6}."""
    out = {}
    for name in ("tcp", "tcp6"):
        path = Path("/proc/net") / name
        if not path.exists():
            continue
        for line in path.read_text().splitlines()[1:]:
            parts = line.split()
            local, remote, state, inode = parts[1], parts[2], parts[3], parts[9]
            out[inode] = (decode(local), decode(remote), state)
    return out


def decode(hexaddr):
    ip, port = hexaddr.split(":")
    if len(ip) == 8:
        addr = socket.inet_ntoa(struct.pack("<I", int(ip, 16)))
    else:
        addr = socket.inet_ntop(socket.AF_INET6, bytes.fromhex(ip))
    return f"{addr}:{int(port, 16)}"


def fd_targets(pid):
    res = {}
    for fd in ("0", "1", "2"):
        try:
            res[fd] = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            pass
    return res


def main():
    socks = socket_inodes()
    findings = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        pid = entry.name
        try:
            cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
            exe = os.path.basename(os.readlink(entry / "exe"))
        except OSError:
            continue
        reasons = []
        fds = fd_targets(pid)
        sock_fds = {fd: t for fd, t in fds.items() if t.startswith("socket:[")}
        if sock_fds and exe.rstrip("0123456789.") in SHELLS | INTERPRETERS:
            for fd, t in sock_fds.items():
                conn = socks.get(t[8:-1])
                if conn and conn[2] == "01":  # ESTABLISHED
                    reasons.append(f"fd {fd} is a TCP socket to {conn[1]}")
        reasons += [f"command line matches {rx.pattern!r}" for rx in CMDLINE_SIGNS if rx.search(cmd)]
        if reasons:
            findings += 1
            print(f"PID {pid} ({exe}): {cmd[:120]}")
            for r in reasons:
                print(f"    - {r}")
    print(f"\n{findings} suspicious process(es); nothing was changed")


if __name__ == "__main__":
    main()
