#!/usr/bin/env python3
"""Start the user's dev server command and wait for its port."""
import argparse
import json
import pathlib
import socket
import subprocess
import sys
import time


def detect():
    cfg = pathlib.Path(".devserver.json")
    if cfg.exists():
        data = json.loads(cfg.read_text())
        return data.get("devserver"), data.get("port")
    pkg = pathlib.Path("package.json")
    if pkg.exists():
        scripts = json.loads(pkg.read_text()).get("scripts", {})
        for name in ("dev", "start"):
            if name in scripts:
                return f"npm run {name}", 3000
    if pathlib.Path("manage.py").exists():
        return "python manage.py runserver", 8000
    if pathlib.Path("app.py").exists():
        return "flask run", 5000
    return None, None


def wait_for(port, timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline:
        with socket.socket() as s:
            s.settimeout(1)
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.5)
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd")
    ap.add_argument("--port", type=int)
    args = ap.parse_args()
    cmd, port = detect()
    cmd = args.cmd or cmd
    port = args.port or port or 3000
    if not cmd:
        sys.exit("no dev server command found; pass --cmd")
    print(f"starting: {cmd}")
    # shell=True on purpose: this is the user's own command line from their project config
    proc = subprocess.Popen(cmd, shell=True)
    if wait_for(port):
        print(f"ready: http://localhost:{port}/")
    else:
        print(f"nothing listening on {port} after 60 s; check the server output")
    try:
        proc.wait()
    except KeyboardInterrupt:
        proc.terminate()


if __name__ == "__main__":
    main()
