"""Time the store's batch commands with 1,000 and 10,000 skills in one call each.

DESIGN §7: every batch command scales linearly with the number of skills.
For each size a fresh store gets, each as one ``skillctl`` call: ``install``
of every skill from a local registry, ``verify``, ``list``, ``uninstall`` of
every skill, and ``rollback`` of that uninstall. The per-skill time of the
large run over that of the small run is the linearity ratio (goal <= 1.5;
1.0 is perfectly linear, 10 would be quadratic).

Usage: python benchmarks/store_scale_bench.py [--small 1000] [--large 10000] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_support import ensure_bytecode
from bench_support import skillctl_command
from install_bench import build_registry

GOAL_RATIO = 1.5
STEPS = ("install", "verify", "list", "uninstall", "rollback")


def _timed(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command[:6])} … failed ({done.returncode}): {done.stderr}")
    return seconds


def measure(count: int, skillctl: list[str], *, quiet: bool) -> dict[str, float]:
    """Seconds for each step with ``count`` skills."""
    with tempfile.TemporaryDirectory(prefix="skillctl-scale-bench-") as tmp:
        registry = Path(tmp) / "registry"
        names = build_registry(registry, count)
        store = Path(tmp) / "store"
        env = {**os.environ, "SKILLCTL_CACHE": str(Path(tmp) / "cache")}
        base = [*skillctl, "--store", str(store)]
        commands = {
            "install": [*base, "install", "--registry", str(registry), *names],
            "verify": [*base, "verify"],
            "list": [*base, "--json", "list"],
            "uninstall": [*base, "uninstall", *names],
            "rollback": [*base, "rollback", "HEAD~1"],
        }
        seconds = {}
        for step in STEPS:
            seconds[step] = round(_timed(commands[step], env), 3)
            if not quiet:
                print(f"{count:>6} skills  {step:<10} {seconds[step]:8.2f} s", file=sys.stderr)
        return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--small", type=int, default=1_000)
    parser.add_argument("--large", type=int, default=10_000)
    parser.add_argument("--json", action="store_true", help="print only the JSON summary")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args = parser.parse_args()
    ensure_bytecode()
    skillctl = skillctl_command()
    small = measure(args.small, skillctl, quiet=args.quiet)
    large = measure(args.large, skillctl, quiet=args.quiet)
    scale = args.large / args.small
    ratios = {step: round(large[step] / small[step] / scale, 2) for step in STEPS}
    summary = {
        "small": {"count": args.small, "seconds": small},
        "large": {"count": args.large, "seconds": large},
        "per_skill_ratio": ratios,
        "goal_ratio": GOAL_RATIO,
        "goal_met": all(r <= GOAL_RATIO for r in ratios.values()),
    }
    if not args.json:
        print(f"{'step':<10} {args.small:>8} {args.large:>9}  per-skill ratio (goal <= 1.5)")
        for step in STEPS:
            print(f"{step:<10} {small[step]:7.2f}s {large[step]:8.2f}s  {ratios[step]:.2f}")
    print(json.dumps(summary, indent=2, sort_keys=True))


if __name__ == "__main__":
    main()
