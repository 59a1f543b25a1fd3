"""The console script's entry: the agent hook runs here without loading the command line.

Claude Code runs ``skillctl usage hook`` on every tool use, so that one
command must cost little more than starting Python: this module recognises
it (``[--store PATH] usage hook [--agent NAME]``, nothing else) and calls the
service directly, without click, git or any schema library. Every other
command line goes to :func:`skillctl.cli.main`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def main() -> None:
    args = sys.argv[1:]
    parsed = _hook_arguments(args)
    if parsed is None:
        from skillctl.cli import main as cli_main

        cli_main()
        return
    store_option, agent = parsed
    try:
        from skillctl.clock import clock_from
        from skillctl.resources import default_store_path
        from skillctl.services.usage import hook

        store = Path(
            store_option or os.environ.get("SKILLCTL_STORE") or default_store_path()
        ).expanduser()
        payload = sys.stdin.buffer.read()
        hook(store, payload, clock_from(os.environ.get("SKILLCTL_NOW")), agent=agent)
    except BaseException:  # noqa: BLE001, S110 - a hook never breaks the agent (the service logs)
        pass
    sys.exit(0)


def _hook_arguments(args: list[str]) -> tuple[str | None, str] | None:
    """``(store, agent)`` when ``args`` is exactly a hook run; None for anything else."""
    store: str | None = None
    agent = "claude-code"
    rest: list[str] = []
    index = 0
    while index < len(args):
        arg = args[index]
        if arg == "--store" and index + 1 < len(args):
            store = args[index + 1]
            index += 2
            continue
        if arg.startswith("--store="):
            store = arg.split("=", 1)[1]
        elif arg == "--agent" and index + 1 < len(args):
            agent = args[index + 1]
            index += 2
            continue
        elif arg.startswith("--agent="):
            agent = arg.split("=", 1)[1]
        else:
            rest.append(arg)
        index += 1
    return (store, agent) if rest == ["usage", "hook"] else None
