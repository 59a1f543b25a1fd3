#!/usr/bin/env python3
"""Read-only reverse-shell indicators from /proc."""
import argparse
import ipaddress
import json
import os
import re
from pathlib import Path

SHELLS = {"sh", "bash", "zsh", "dash", "ash", "ksh"}
INTERPRETERS = {"python", "python3", "perl", "ruby", "node", "php"}
SIGNATURES = [
    (re.compile(r"/dev/(tcp|udp)/"), "bash network redirection"),
    (re.compile(r"\bnc(at)?\b.*\s-(e|c)\b|--exec"), "netcat exec"),
    (re.compile(r"mkfifo.*\bnc\b"), "fifo + netcat"),
    (re.compile(r"socat.*exec:", re.I), "socat exec"),
    (re.compile(r"pty\.spawn|os\.dup2\(.*fileno"), "python pty/dup2"),
    (re.compile(r"fsockopen|use Socket"), "php/perl socket"),
]


def procs():
    for p in Path("/proc").iterdir():
        if p.name.isdigit():
            try:
                cmd = (p / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
                comm = (p / "comm").read_text().strip()
                uid = (p / "status").read_text().split("Uid:")[1].split()[0]
                ppid = int((p / "status").read_text().split("PPid:")[1].split()[0])
                yield int(p.name), comm, cmd, uid, ppid
            except (OSError, IndexError):
                continue


def socket_fds(pid):
    out = []
    for fd in ("0", "1", "2"):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:"):
            out.append(fd)
    return out


def remote_conns():
    conns = {}
    for proto in ("tcp", "tcp6"):
        try:
            lines = Path(f"/proc/net/{proto}").read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            f = line.split()
            if f[3] != "01":  # ESTABLISHED
                continue
            rip, rport = f[2].split(":")
            ip = ipaddress.ip_address(bytes.fromhex(rip)[::-1] if len(rip) == 8 else bytes.fromhex(rip))
            if not ip.is_loopback:
                conns[f[9]] = f"{ip}:{int(rport, 16)}"
    return conns


def inode_of_fds(pid):
    res = set()
    try:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            t = os.readlink(f"/proc/{pid}/fd/{fd}")
            if t.startswith("socket:["):
                res.add(t[8:-1])
    except OSError:
        pass
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    conns = remote_conns()
    table = list(procs())
    children = {}
    for pid, comm, _, _, ppid in table:
        children.setdefault(ppid, []).append(comm)
    findings = []
    for pid, comm, cmd, uid, ppid in table:
        reasons = []
        if comm in SHELLS and socket_fds(pid):
            reasons.append(f"shell with socket on fd {','.join(socket_fds(pid))}")
        reasons += [label for rx, label in SIGNATURES if rx.search(cmd)]
        if comm.rstrip("0123456789.") in INTERPRETERS and any(c in SHELLS for c in children.get(pid, [])):
            remotes = [conns[i] for i in inode_of_fds(pid) if i in conns]
            if remotes:
                reasons.append(f"interpreter with shell child and outbound {', '.join(remotes)}")
        if reasons:
            findings.append({"pid": pid, "ppid": ppid, "uid": uid, "cmd": cmd[:200], "reasons": reasons})
    if a.json:
        print(json.dumps(findings, indent=2))
    else:
        for f in findings:
            print(f"PID {f['pid']} (ppid {f['ppid']}, uid {f['uid']}): {f['cmd']}\n   -> {'; '.join(f['reasons'])}")
        print(f"{len(findings)} finding(s)")


if __name__ == "__main__":
    main()
