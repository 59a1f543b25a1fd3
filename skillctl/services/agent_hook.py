"""The agent hook: one payload in, usage events appended, nothing ever raised.

Called on every tool use an agent makes, so only the ledger's light modules
are imported — no click, git, jsonschema or libcst, not even dataclasses —
and every problem is noted in ``.skillctl/cache/hook.log`` instead of
reaching the agent.
"""

from __future__ import annotations

import os


def run_hook(store: str, payload: bytes, *, agent: str, ts: str, month: str) -> int:
    """Record one agent hook payload; returns how many events. Problems go to a log, never up.

    Only the ledger's own light modules are imported here: no click, git,
    jsonschema or libcst, and no dataclasses.
    """
    from skillctl.ledger.claude_hook import events_from_payload
    from skillctl.ledger.claude_hook import skills_folder
    from skillctl.store.lean_json import loads
    from skillctl.store.ledger_file import append_lines
    from skillctl.store.ledger_file import host_name
    from skillctl.store.ledger_file import segment_path
    from skillctl.store.ledger_file import skills_root_of

    try:
        if agent != "claude-code":
            raise ValueError(f"no hook reader for agent {agent!r}")
        document = loads(payload[: 1024 * 1024])
        if not isinstance(document, dict):
            raise ValueError("the payload is not a JSON object")
        folder = skills_folder(skills_root_of(store))
        events = events_from_payload(
            document, folder, ts=ts, host=host_name(), forward=_Forwards(store).get
        )
        if events:
            append_lines(segment_path(store, host_name(), month), [e.to_line() for e in events])
        return len(events)
    except Exception as e:  # noqa: BLE001 - noted in the store's hook log instead
        _note(store, f"{ts} ignored a {agent} hook payload: {type(e).__name__}: {e}")
        return 0


def _note(store: str, message: str) -> None:
    meta = os.path.join(store, ".skillctl")
    if not os.path.isdir(meta):
        return
    try:
        os.makedirs(os.path.join(meta, "cache"), exist_ok=True)
        fd = os.open(
            os.path.join(meta, "cache", "hook.log"), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644
        )
        try:
            os.write(fd, (message[:2000] + "\n").encode("utf-8", "replace"))
        finally:
            os.close(fd)
    except OSError:
        pass  # a read-only store: the agent goes on all the same


class _Forwards:
    """Absorbed name → live umbrella, looked up only when a payload names an unknown skill."""

    def __init__(self, store: str) -> None:
        self._store = store

    def get(self, name: str) -> str | None:
        from skillctl.store.state_peek import live_name_fast

        return live_name_fast(self._store, name)
