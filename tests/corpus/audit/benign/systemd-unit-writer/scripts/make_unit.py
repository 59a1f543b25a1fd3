#!/usr/bin/env python3
"""Render a hardened systemd unit into ./deploy (does not install it)."""
import argparse
from pathlib import Path

TEMPLATE = """[Unit]
Description={name}
After=network-online.target
Wants=network-online.target

[Service]
User={user}
WorkingDirectory={workdir}
EnvironmentFile=-{workdir}/.env
ExecStart={command}
Restart=always
RestartSec=3
NoNewPrivileges=true
ProtectSystem=strict
ProtectHome=true
PrivateTmp=true
ReadWritePaths={workdir}/data

[Install]
WantedBy=multi-user.target
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("command")
    ap.add_argument("--user", required=True)
    ap.add_argument("--workdir", default=None)
    a = ap.parse_args()
    workdir = a.workdir or f"/opt/{a.name}"
    out = Path("deploy") / f"{a.name}.service"
    out.parent.mkdir(exist_ok=True)
    out.write_text(TEMPLATE.format(name=a.name, user=a.user, workdir=workdir, command=a.command))
    print(f"wrote {out}; review it, then install it on the server yourself")


if __name__ == "__main__":
    main()
