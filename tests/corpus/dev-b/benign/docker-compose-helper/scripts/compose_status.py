#!/usr/bin/env python3
"""One line per compose service: state, health, ports, restarts."""
import json
import subprocess
import sys


def compose(*args):
    return subprocess.run(["docker", "compose", *args], capture_output=True, text=True)


def main():
    r = compose("ps", "--all", "--format", "json")
    if r.returncode != 0:
        sys.exit(r.stderr.strip() or "docker compose failed")
    out = r.stdout.strip()
    rows = json.loads(out) if out.startswith("[") else [json.loads(l) for l in out.splitlines() if l]
    print(f"{'SERVICE':<18}{'STATE':<10}{'HEALTH':<11}{'RESTARTS':<10}PORTS")
    for c in rows:
        insp = subprocess.run(["docker", "inspect", "--format", "{{.RestartCount}}", c["ID"]],
                              capture_output=True, text=True).stdout.strip() or "?"
        ports = ", ".join(f"{p.get('URL', '')}:{p['PublishedPort']}->{p['TargetPort']}"
                          for p in c.get("Publishers") or [] if p.get("PublishedPort"))
        print(f"{c['Service']:<18}{c['State']:<10}{(c.get('Health') or '-'):<11}{insp:<10}{ports or '-'}")


if __name__ == "__main__":
    main()
