#!/usr/bin/env python3
"""Print hardened systemd unit files and install instructions (writes nothing)."""
import argparse
import shlex
import sys

SERVICE = """[Unit]
Description={desc}
After=network-online.target
Wants=network-online.target

[Service]
Type={type}
User={user}
Group={user}
WorkingDirectory={workdir}
ExecStart={exec}
{env}Restart={restart}
RestartSec=5

# --- hardening (see `systemd-analyze security {name}`)
NoNewPrivileges=yes
ProtectSystem=strict
ProtectHome=yes
PrivateTmp=yes
PrivateDevices=yes
ProtectKernelTunables=yes
ProtectKernelModules=yes
ProtectControlGroups=yes
RestrictSUIDSGID=yes
LockPersonality=yes
ReadWritePaths={workdir}
CapabilityBoundingSet={caps}
AmbientCapabilities={caps}
{install}"""

TIMER = """[Unit]
Description=Schedule for {name}

[Timer]
OnCalendar={when}
Persistent=true
RandomizedDelaySec=60

[Install]
WantedBy=timers.target
"""


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--exec", required=True)
    ap.add_argument("--user", required=True)
    ap.add_argument("--workdir", default="/")
    ap.add_argument("--env-file")
    ap.add_argument("--timer", help="OnCalendar expression; makes a oneshot service + timer")
    ap.add_argument("--bind-low-port", action="store_true")
    ap.add_argument("--description")
    a = ap.parse_args()
    argv = shlex.split(a.exec)
    if not argv or not argv[0].startswith("/"):
        sys.exit("ExecStart must start with an absolute path")
    caps = "CAP_NET_BIND_SERVICE" if a.bind_low_port else ""
    service = SERVICE.format(
        desc=a.description or a.name, type="oneshot" if a.timer else "simple", user=a.user,
        workdir=a.workdir, exec=a.exec, name=a.name, caps=caps,
        env=f"EnvironmentFile={a.env_file}\n" if a.env_file else "",
        restart="no" if a.timer else "on-failure",
        install="" if a.timer else "\n[Install]\nWantedBy=multi-user.target\n")
    print(f"# ---- /etc/systemd/system/{a.name}.service\n{service}")
    if a.timer:
        print(f"# ---- /etc/systemd/system/{a.name}.timer\n{TIMER.format(name=a.name, when=a.timer)}")
    unit = f"{a.name}.timer" if a.timer else f"{a.name}.service"
    print("# ---- to install (review first, then run yourself):")
    print(f"sudo useradd --system --no-create-home --shell /usr/sbin/nologin {a.user}  # if the user does not exist")
    print(f"sudoedit /etc/systemd/system/{a.name}.service" + (f"  /etc/systemd/system/{a.name}.timer" if a.timer else ""))
    print("sudo systemctl daemon-reload")
    print(f"sudo systemctl enable --now {unit}")
    print(f"# remove later with: sudo systemctl disable --now {unit}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
