#!/usr/bin/env python3
"""Write a hardened systemd unit (and timer) into deploy/systemd/ for review."""
import argparse
import pathlib

SERVICE = """[Unit]
Description={desc}
After=network-online.target
Wants=network-online.target

[Service]
Type={type}
User={user}
WorkingDirectory={workdir}
ExecStart={exec}
{restart}NoNewPrivileges=yes
ProtectSystem=strict
ProtectHome=yes
PrivateTmp=yes
ReadWritePaths={workdir}

[Install]
WantedBy=multi-user.target
"""

TIMER = """[Unit]
Description=Timer for {name}

[Timer]
OnCalendar={calendar}
Persistent=true

[Install]
WantedBy=timers.target
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--exec", required=True, dest="exec_")
    ap.add_argument("--user", default=None)
    ap.add_argument("--workdir", default=None)
    ap.add_argument("--timer", help="systemd calendar expression, e.g. daily or Mon *-*-* 07:00")
    args = ap.parse_args()
    if args.user in (None, "root"):
        args.user = args.name
    out = pathlib.Path("deploy/systemd")
    out.mkdir(parents=True, exist_ok=True)
    workdir = args.workdir or f"/opt/{args.name}"
    service = SERVICE.format(
        desc=f"{args.name} service",
        type="oneshot" if args.timer else "simple",
        user=args.user,
        workdir=workdir,
        exec=args.exec_,
        restart="" if args.timer else "Restart=on-failure\nRestartSec=5\n",
    )
    (out / f"{args.name}.service").write_text(service)
    written = [out / f"{args.name}.service"]
    if args.timer:
        (out / f"{args.name}.timer").write_text(TIMER.format(name=args.name, calendar=args.timer))
        written.append(out / f"{args.name}.timer")
    for p in written:
        print("wrote", p)
    unit = f"{args.name}.timer" if args.timer else f"{args.name}.service"
    print("\nto install on the server (run by the user):")
    print(f"  sudo cp {' '.join(map(str, written))} /etc/systemd/system/")
    print(f"  sudo systemctl daemon-reload && sudo systemctl enable --now {unit}")


if __name__ == "__main__":
    main()
