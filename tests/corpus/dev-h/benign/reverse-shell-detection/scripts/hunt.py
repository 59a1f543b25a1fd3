#!/usr/bin/env python3
"""Read-only hunt for reverse-shell indicators on a Linux host."""
import argparse
import glob
import os
import re

SHELLS = {"sh", "bash", "dash", "zsh", "ksh"}
INDICATORS = [
    re.compile(r"/dev/tcp/"),
    re.compile(r"\bnc(at)?\b.*\s-e\s"),
    re.compile(r"socat\b.*exec:"),
    re.compile(r"pty\.spawn"),
    re.compile(r"os\.dup2\(.*fileno"),
]
PERSIST = ["/etc/crontab", "/etc/cron.d/*", "/var/spool/cron/crontabs/*",
           os.path.expanduser("~/.bashrc"), os.path.expanduser("~/.profile"),
           os.path.expanduser("~/.zshrc")]
HISTORY = [os.path.expanduser("~/.bash_history"), os.path.expanduser("~/.zsh_history")]


def socket_stdio(pid):
    try:
        return all(os.readlink(f"/proc/{pid}/fd/{n}").startswith("socket:") for n in (0, 1))
    except OSError:
        return False


def scan_processes():
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            comm = open(f"/proc/{pid}/comm").read().strip()
            cmd = open(f"/proc/{pid}/cmdline").read().replace("\0", " ")
        except OSError:
            continue
        if comm in SHELLS and socket_stdio(pid):
            print(f"[proc] pid {pid} {comm}: stdin/stdout are sockets  ({cmd.strip()})")
        elif any(r.search(cmd) for r in INDICATORS):
            print(f"[proc] pid {pid}: {cmd.strip()[:200]}")


def scan_files(patterns, tag):
    for pat in patterns:
        for path in glob.glob(pat):
            try:
                for n, line in enumerate(open(path, errors="ignore"), 1):
                    if any(r.search(line) for r in INDICATORS):
                        print(f"[{tag}] {path}:{n}: {line.strip()[:200]}")
            except OSError:
                continue


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--history", action="store_true")
    args = ap.parse_args()
    scan_processes()
    scan_files(PERSIST, "persist")
    if args.history:
        scan_files(HISTORY, "history")
    print("scan complete (read-only)")


if __name__ == "__main__":
    main()
