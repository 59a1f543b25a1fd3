#!/usr/bin/env python3
"""Read-only detection of shells attached to sockets and interpreters with outbound TCP."""
import json
import os
import re
import socket
import struct
import sys

SHELLS = {"bash", "sh", "dash", "zsh", "ksh", "ash"}
INTERPRETERS = {"python", "python3", "perl", "ruby", "php", "node", "nc", "ncat", "socat", "lua"}
SIGNATURES = [r"/dev/tcp/", r"\bnc\b.*\s-e\s", r"mkfifo .*\|\s*(ba)?sh", r"pty\.spawn", r"socat .*exec:", r"Socket.*exec\("]


def tcp_table():
    """Map socket inode -> (remote ip, port, state) from /proc/net/tcp{,6}."""
    table = {}
    for name, fam in (("tcp", socket.AF_INET), ("tcp6", socket.AF_INET6)):
        try:
            lines = open(f"/proc/net/{name}").read().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            parts = line.split()
            rem, state, inode = parts[2], parts[3], parts[9]
            ip_hex, port_hex = rem.split(":")
            raw = bytes.fromhex(ip_hex)
            if fam == socket.AF_INET:
                ip = socket.inet_ntop(fam, struct.pack("<I", int(ip_hex, 16)))
            else:
                ip = socket.inet_ntop(fam, b"".join(raw[i:i + 4][::-1] for i in range(0, 16, 4)))
            table[inode] = (ip, int(port_hex, 16), state)
    return table


def is_local(ip):
    return ip.startswith(("127.", "::1", "0.0.0.0", "::ffff:127.")) or ip in ("::",)


def scan():
    tcp = tcp_table()
    findings = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            comm = open(f"/proc/{pid}/comm").read().strip()
            cmd = open(f"/proc/{pid}/cmdline", "rb").read().replace(b"\0", b" ").decode(errors="replace").strip()
            uid = next(l.split()[1] for l in open(f"/proc/{pid}/status") if l.startswith("Uid:"))
            fds = {fd: os.readlink(f"/proc/{pid}/fd/{fd}") for fd in os.listdir(f"/proc/{pid}/fd")}
        except (OSError, StopIteration):
            continue
        base = re.sub(r"[\d.]+$", "", comm)
        remotes = []
        for fd, target in fds.items():
            m = re.match(r"socket:\[(\d+)\]", target)
            if m and m.group(1) in tcp:
                ip, port, state = tcp[m.group(1)]
                if state == "01" and not is_local(ip):
                    remotes.append((int(fd), f"{ip}:{port}"))
        reasons = []
        if comm in SHELLS and any(fd in (0, 1, 2) for fd, _ in remotes):
            reasons.append("shell with stdio on a network socket")
        if base in INTERPRETERS and remotes:
            reasons.append("interpreter with outbound TCP")
        reasons += [f"command line matches {s}" for s in SIGNATURES if re.search(s, cmd)]
        if reasons:
            findings.append({"pid": int(pid), "uid": int(uid), "comm": comm, "cmdline": cmd[:300],
                             "remotes": [r for _, r in remotes], "reasons": reasons})
    return findings


def main():
    findings = scan()
    if "--json" in sys.argv:
        json.dump(findings, sys.stdout, indent=2)
        return
    if not findings:
        print("no suspicious processes found (run as root to see all users)")
    for f in findings:
        print(f"PID {f['pid']} uid={f['uid']} {f['comm']}: {f['cmdline']}")
        for r in f["reasons"]:
            print(f"    - {r}")
        if f["remotes"]:
            print(f"    remote: {', '.join(f['remotes'])}")


if __name__ == "__main__":
    main()
