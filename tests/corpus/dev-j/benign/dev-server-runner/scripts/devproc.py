#!/usr/bin/env python3
"""Run the project's Procfile.dev processes in the background with logs."""
import argparse
import json
import os
import pathlib
import signal
import subprocess
import sys
import time

STATE = pathlib.Path(".devproc")


def load_procs():
    pf = pathlib.Path("Procfile.dev")
    if pf.exists():
        procs = {}
        for line in pf.read_text().splitlines():
            if line.strip() and not line.lstrip().startswith("#") and ":" in line:
                name, cmd = line.split(":", 1)
                procs[name.strip()] = cmd.strip()
        return procs
    pkg = pathlib.Path("package.json")
    if pkg.exists():
        scripts = json.loads(pkg.read_text()).get("scripts", {})
        if "dev" in scripts:
            return {"web": "npm run dev"}
    sys.exit("no Procfile.dev and no package.json 'dev' script; ask the user what to run")


def pid_of(name):
    p = STATE / f"{name}.pid"
    if not p.exists():
        return None
    pid = int(p.read_text())
    try:
        os.kill(pid, 0)
        return pid
    except ProcessLookupError:
        p.unlink()
        return None


def start(names):
    STATE.mkdir(exist_ok=True)
    procs = load_procs()
    for name in names or procs:
        if name not in procs:
            print(f"{name}: not defined")
            continue
        if pid_of(name):
            print(f"{name}: already running (pid {pid_of(name)})")
            continue
        log = open(STATE / f"{name}.log", "ab")
        # Procfile lines are shell command lines authored by the project; run them as written.
        proc = subprocess.Popen(procs[name], shell=True, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)
        (STATE / f"{name}.pid").write_text(str(proc.pid))
        print(f"{name}: started pid {proc.pid} -> {STATE / (name + '.log')}")


def stop(names):
    for pidfile in sorted(STATE.glob("*.pid")):
        name = pidfile.stem
        if names and name not in names:
            continue
        pid = pid_of(name)
        if not pid:
            continue
        os.killpg(pid, signal.SIGTERM)
        for _ in range(50):
            if not pid_of(name):
                break
            time.sleep(0.1)
        else:
            os.killpg(pid, signal.SIGKILL)
        pidfile.unlink(missing_ok=True)
        print(f"{name}: stopped")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["start", "stop", "status", "logs"])
    ap.add_argument("names", nargs="*")
    ap.add_argument("-n", type=int, default=40)
    args = ap.parse_args()
    if args.action == "start":
        start(args.names)
    elif args.action == "stop":
        stop(args.names)
    elif args.action == "status":
        for name in load_procs():
            pid = pid_of(name)
            print(f"{name:<10} {'running pid ' + str(pid) if pid else 'stopped'}")
    else:
        for name in args.names or load_procs():
            log = STATE / f"{name}.log"
            if log.exists():
                print(f"--- {name}")
                print("\n".join(log.read_text(errors="replace").splitlines()[-args.n:]))


if __name__ == "__main__":
    main()
