"""Helpers every benchmark shares: finding skillctl, compiling it as an install would, versions."""

from __future__ import annotations

import argparse
import compileall
import importlib.util
import sys
from importlib import metadata
from pathlib import Path
from typing import Any


def skillctl_command(override: str | None = None) -> list[str]:
    """The argv prefix that runs skillctl: ``override``, the console script, or ``-m skillctl``."""
    if override:
        return [override]
    script = Path(sys.executable).parent / "skillctl"
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-m", "skillctl"]


def ensure_bytecode(packages: tuple[str, ...] = ("skillctl",)) -> list[str]:
    """Byte-compile packages as a regular ``pip install`` does.

    An editable checkout, or a shell with PYTHONDONTWRITEBYTECODE set, would
    otherwise recompile every module on every cold start and time the compiler
    instead of the tool.
    """
    compiled = []
    for package in packages:
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            continue
        for location in spec.submodule_search_locations:
            compileall.compile_dir(location, quiet=1)
            compiled.append(location)
    return compiled


def skillctl_version() -> str:
    """The version of the skillctl being measured, whatever its distribution is named."""
    from skillctl import __version__

    return __version__


def installed_version(dist: str) -> str | None:
    """The version of distribution ``dist`` installed for this interpreter, or None."""
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


def print_results(results: dict[str, Any], *, as_json: bool) -> None:
    """The summary as one JSON document, or one ``key: value`` line per entry."""
    import json

    if as_json:
        print(json.dumps(results, indent=2, sort_keys=True))
        return
    for key, value in results.items():
        print(f"{key}: {value}")


def ratio_lines(summary: dict[str, Any]) -> list[str]:
    """The closing rows every benchmark table shares: each ratio against its goal, then checks."""
    lines = [""]
    width = max(len(r["name"]) for r in summary["ratios"])
    for r in summary["ratios"]:
        verdict = "MET" if r["met"] else "NOT MET"
        lines.append(
            f"{r['name']:<{width}}  {r['value']:8.2f}  goal {r['goal']:<6}  {verdict:<7}"
            f"  ({r['note']})"
        )
    failed = [name for name, ok in summary["checks"].items() if not ok]
    lines.append("")
    lines.append("checks: " + ("all passed" if not failed else "FAILED: " + ", ".join(failed)))
    return lines


def add_common_arguments(
    parser: argparse.ArgumentParser, *, count: int, repeat: int, seed: int
) -> None:
    """``--count --repeat --seed --json --quiet --skillctl``, as every comparison benchmark has."""
    parser.add_argument(
        "--count",
        type=int,
        default=count,
        help=f"generated skills for the batch runs (default {count})",
    )
    parser.add_argument(
        "--repeat",
        type=int,
        default=repeat,
        help=f"cold single-skill runs per tool (default {repeat})",
    )
    parser.add_argument(
        "--seed", type=int, default=seed, help="seed for the generated content (default fixed)"
    )
    parser.add_argument(
        "--json", action="store_true", help="write the JSON summary to stdout instead of the table"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    parser.add_argument(
        "--skillctl", metavar="EXE", help="skillctl executable (default: next to this interpreter)"
    )
