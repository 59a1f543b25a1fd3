#!/usr/bin/env python3
"""Start the user's dev command in the background and wait until it responds."""
import argparse
import os
import signal
import subprocess
import sys
import time
import urllib.request

PIDFILE = ".devserver.pid"


def wait_ready(url, timeout):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url, timeout=2)
            return True
        except Exception:
            time.sleep(1)
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("command", nargs="?")
    ap.add_argument("--ready-url")
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--log", default=".devserver.log")
    ap.add_argument("--stop", action="store_true")
    a = ap.parse_args()

    if a.stop:
        pid = int(open(PIDFILE).read())
        os.killpg(pid, signal.SIGTERM)
        os.remove(PIDFILE)
        print(f"stopped process group {pid}")
        return
    if not a.command:
        ap.error("give the project's dev command")

    log = open(a.log, "ab")
    # shell=True on purpose: this is the user's own command line from their project.
    proc = subprocess.Popen(a.command, shell=True, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    with open(PIDFILE, "w") as fh:
        fh.write(str(proc.pid))
    print(f"started pid {proc.pid}: {a.command}")
    if a.ready_url:
        ok = wait_ready(a.ready_url, a.timeout)
        print("ready" if ok else f"not ready after {a.timeout}s; see {a.log}")
        sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
