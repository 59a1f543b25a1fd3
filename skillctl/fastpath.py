"""The console script's entry: the agent hook runs here without loading the command line.

Claude Code runs ``skillctl usage hook`` on every tool use, so that one
command must cost little more than starting Python: this module recognises
it (``[--store PATH] usage hook [--agent NAME]``, nothing else) and calls the
service directly, without click, git, any schema library, ``json``, ``re``,
``enum`` or ``typing``. Every other command line goes to
:func:`skillctl.cli.main`.

``usage hook install`` writes ``python -P -c "from skillctl.fastpath import
main; main()" … usage hook`` into the agent's settings rather than the
console script, whose generated wrapper imports ``re`` before this module
runs (see ``cli._options.hook_command``).
"""

from __future__ import annotations

import os
import sys
import time


def main() -> None:
    args = sys.argv[1:]
    parsed = _hook_arguments(args)
    if parsed is None:
        from skillctl.cli import main as cli_main

        cli_main()
        return
    store_option, agent = parsed
    try:
        store = store_option or os.environ.get("SKILLCTL_STORE") or _default_store()
        from skillctl.services.agent_hook import run_hook

        ts, month = _now()
        run_hook(
            os.path.expanduser(store), sys.stdin.buffer.read(), agent=agent, ts=ts, month=month
        )
    except BaseException:  # noqa: BLE001, S110 - a hook never breaks the agent
        pass
    sys.exit(0)


def _now() -> tuple[str, str]:
    """The event time and its month, honouring SKILLCTL_NOW without loading ``clock``."""
    fixed = os.environ.get("SKILLCTL_NOW")
    if fixed:
        from skillctl.clock import format_instant
        from skillctl.clock import parse_instant

        instant = parse_instant(fixed)
        return format_instant(instant), instant.strftime("%Y-%m")
    now = time.gmtime()
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", now), time.strftime("%Y-%m", now)


def _default_store() -> str:
    from skillctl.resources import default_store_path

    return str(default_store_path())


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
