#!/usr/bin/env python3
"""Read-only check for shell processes whose std streams are network sockets."""
import os
import re
import subprocess

SHELLS = {"sh", "bash", "zsh", "dash", "ksh", "fish", "pwsh"}
RELAYS = re.compile(r"\b(nc|ncat|netcat|socat)\b.*(\s-e\s|\s-c\s|EXEC:|SYSTEM:)")


def socket_inodes():
    """Map socket inode -> 'local -> remote' using ss (read-only)."""
    out = subprocess.run(["ss", "-tanpe"], capture_output=True, text=True).stdout
    mapping = {}
    for line in out.splitlines()[1:]:
        m = re.search(r"ino:(\d+)", line)
        if m:
            cols = line.split()
            mapping[m.group(1)] = f"{cols[3]} -> {cols[4]}" if len(cols) > 4 else line
    return mapping


def std_targets(pid):
    targets = []
    for fd in ("0", "1", "2"):
        try:
            targets.append(os.readlink(f"/proc/{pid}/fd/{fd}"))
        except OSError:
            targets.append("?")
    return targets


def main():
    sockets = socket_inodes()
    findings = 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as fh:
                cmd = fh.read().replace(b"\0", b" ").decode(errors="replace").strip()
            comm = open(f"/proc/{pid}/comm").read().strip()
        except OSError:
            continue
        if comm in SHELLS:
            tg = std_targets(pid)
            socks = [t for t in tg if t.startswith("socket:")]
            if socks:
                ino = socks[0][8:-1]
                print(f"SUSPICIOUS shell pid={pid} cmd={cmd!r} streams={tg} conn={sockets.get(ino, 'unknown')}")
                findings += 1
        if RELAYS.search(cmd):
            print(f"SUSPICIOUS relay pid={pid} cmd={cmd!r}")
            findings += 1
    print(f"{findings} finding(s)" if findings else "no shells attached to sockets found")


if __name__ == "__main__":
    main()
