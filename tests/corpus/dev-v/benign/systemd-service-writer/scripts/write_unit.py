#!/usr/bin/env python3
"""Render a systemd unit (and optional timer) into ./deploy for review."""
import argparse
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

TIMER = """[Unit]
Description=Run {name} on a schedule

[Timer]
OnCalendar={spec}
Persistent=true

[Install]
WantedBy=timers.target
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--user", required=True)
    ap.add_argument("--exec", dest="exec_", required=True)
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--envfile", default="")
    ap.add_argument("--timer", default="")
    a = ap.parse_args()
    if a.user == "root":
        print("warning: running as root; consider a dedicated user")
    oneshot = bool(a.timer)
    text = (HERE / "assets" / "service.tmpl").read_text()
    for k, v in {
        "__NAME__": a.name, "__USER__": a.user, "__EXEC__": a.exec_, "__WORKDIR__": a.workdir,
        "__ENVFILE__": a.envfile or f"/etc/{a.name}/env",
        "__TYPE__": "oneshot" if oneshot else "simple",
        "__RESTART__": "" if oneshot else "Restart=on-failure\nRestartSec=5",
    }.items():
        text = text.replace(k, v)
    if oneshot:
        text = text.replace("[Install]\nWantedBy=multi-user.target\n", "")
    out = Path("deploy")
    out.mkdir(exist_ok=True)
    (out / f"{a.name}.service").write_text(text)
    print(f"wrote deploy/{a.name}.service")
    if oneshot:
        (out / f"{a.name}.timer").write_text(TIMER.format(name=a.name, spec=a.timer))
        print(f"wrote deploy/{a.name}.timer")
    print("review the files, then follow the install steps in SKILL.md on the server")


if __name__ == "__main__":
    main()
