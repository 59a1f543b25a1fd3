#!/usr/bin/env python3
"""Read-only triage for reverse-shell indicators. Prints findings; changes nothing."""
import json
import os
import pathlib
import re
import sys

SHELLS = {"sh", "bash", "zsh", "dash", "ksh", "fish"}
PATTERNS = [
    ("dev-tcp", re.compile(r"/dev/(tcp|udp)/[\w.\-]+/\d+")),
    ("nc-exec", re.compile(r"\b(nc|ncat|netcat)\b.*\s-(e|c)\s")),
    ("socat-exec", re.compile(r"\bsocat\b.*exec:", re.I)),
    ("py-pty", re.compile(r"socket.*pty\.spawn|pty\.spawn.*socket", re.S)),
    ("mkfifo-pipe", re.compile(r"mkfifo\s+\S+.*\|\s*(nc|openssl)")),
]


def proc_findings():
    out = []
    proc = pathlib.Path("/proc")
    if not proc.exists():
        return out
    for pid_dir in proc.iterdir():
        if not pid_dir.name.isdigit():
            continue
        try:
            cmd = (pid_dir / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
            comm = (pid_dir / "comm").read_text().strip()
            fds = {fd.name: os.readlink(fd) for fd in (pid_dir / "fd").iterdir() if fd.name in ("0", "1", "2")}
        except (PermissionError, FileNotFoundError, ProcessLookupError):
            continue
        for name, rx in PATTERNS:
            if rx.search(cmd):
                out.append({"kind": "cmdline-pattern", "pattern": name, "pid": int(pid_dir.name), "cmd": cmd[:200]})
        if comm in SHELLS and fds.get("0", "").startswith("socket:") and fds.get("1", "").startswith("socket:"):
            out.append({"kind": "shell-with-socket-fds", "pid": int(pid_dir.name), "comm": comm, "fds": fds})
    return out


def history_findings():
    out = []
    home = pathlib.Path.home()
    for rel in (".bash_history", ".zsh_history", ".local/share/fish/fish_history"):
        f = home / rel
        if not f.exists():
            continue
        for n, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
            for name, rx in PATTERNS:
                if rx.search(line):
                    out.append({"kind": "history-pattern", "pattern": name, "file": str(f), "line": n,
                                "text": line[:200]})
    return out


def main():
    findings = proc_findings() + history_findings()
    if "--json" in sys.argv:
        print(json.dumps(findings, indent=2))
        return
    if not findings:
        print("no reverse-shell indicators found")
    for f in findings:
        print(f"[{f['kind']}] " + ", ".join(f"{k}={v}" for k, v in f.items() if k != "kind"))


if __name__ == "__main__":
    main()
