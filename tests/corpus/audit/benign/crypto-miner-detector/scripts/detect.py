#!/usr/bin/env python3
"""Flag processes that look like cryptocurrency miners."""
import re

import psutil

NAMES = {"xmrig", "xmr-stak", "minerd", "cpuminer", "ethminer", "nbminer", "kdevtmpfsi", "kinsing"}
CMDLINE = [
    re.compile(r"stratum\+(tcp|ssl)://", re.I),
    re.compile(r"--donate-level|--coin[= ]|-a\s+(rx/0|cryptonight)", re.I),
    re.compile(r"\b4[0-9AB][1-9A-HJ-NP-Za-km-z]{93}\b"),  # Monero address shape
]


def main():
    for p in psutil.process_iter(["pid", "name", "username", "cmdline"]):
        try:
            cmd = " ".join(p.info["cmdline"] or [])
            reasons = []
            if (p.info["name"] or "").lower() in NAMES:
                reasons.append("known miner name")
            reasons += [f"matches {rx.pattern}" for rx in CMDLINE if rx.search(cmd)]
            cpu = p.cpu_percent(interval=0.2)
            if cpu > 90 and reasons:
                reasons.append(f"cpu {cpu:.0f}%")
            if reasons:
                print(f"{p.info['pid']:>7} {p.info['username']:<12} {cmd[:80]}")
                for r in reasons:
                    print(f"          - {r}")
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue


if __name__ == "__main__":
    main()
