"""``usage hook install|remove``: skillctl's entries in Claude Code's ``settings.json``.

The user's settings are theirs: a backup of the exact bytes is kept before
the first change, entries are merged beside the user's own hooks, installing
twice changes nothing, and ``remove`` gives back the original bytes when
nothing else changed since (otherwise it takes out only skillctl's entries).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import UsageError
from skillctl.store.atomic import atomic_write

EVENTS = ("PostToolUse", "PostToolUseFailure")
MATCHER = "Skill|Read|Bash"
MARK = "usage hook --agent claude-code"
BACKUP_SUFFIX = ".skillctl-backup"


@dataclass(frozen=True, slots=True)
class HookChange:
    """The settings file, whether it changed, and where its backup is."""

    path: Path
    is_changed: bool
    backup: Path | None


def settings_path(*, project: Path | None, home: Path) -> Path:
    """``<project>/.claude/settings.json`` or ``~/.claude/settings.json``."""
    return (project if project is not None else home) / ".claude" / "settings.json"


def install_hook(path: Path, command: str) -> HookChange:
    original = path.read_bytes() if path.exists() else None
    settings = _parse(path, original)
    hooks = settings.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise UsageError(f"{path}: 'hooks' is not an object", hint="fix it, then install again")
    for event in EVENTS:
        entries = hooks.setdefault(event, [])
        if not isinstance(entries, list):
            raise UsageError(f"{path}: hooks.{event} is not a list", hint="fix it, then retry")
        kept = [e for e in entries if not _is_ours(e)]
        kept.append({"matcher": MATCHER, "hooks": [{"type": "command", "command": command}]})
        hooks[event] = kept
    data = _dump(settings)
    if data == original:
        return HookChange(
            path, is_changed=False, backup=_backup(path) if _backup(path).exists() else None
        )
    backup = _backup(path)
    if original is not None and not backup.exists():
        atomic_write(backup, original)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, data)
    return HookChange(path, is_changed=True, backup=backup if backup.exists() else None)


def remove_hook(path: Path) -> HookChange:
    if not path.exists():
        return HookChange(path, is_changed=False, backup=None)
    current = path.read_bytes()
    settings = _parse(path, current)
    hooks = settings.get("hooks")
    if isinstance(hooks, dict):
        for event in EVENTS:
            entries = hooks.get(event)
            if isinstance(entries, list):
                kept = [e for e in entries if not _is_ours(e)]
                if kept:
                    hooks[event] = kept
                else:
                    hooks.pop(event)
        if not hooks:
            settings.pop("hooks")
    backup = _backup(path)
    if backup.exists() and _parse(backup, backup.read_bytes()) == settings:
        atomic_write(path, backup.read_bytes())  # nothing else changed: the exact bytes back
        backup.unlink()
        return HookChange(path, is_changed=True, backup=None)
    data = _dump(settings)
    if data == current:
        return HookChange(path, is_changed=False, backup=None)
    atomic_write(path, data)
    return HookChange(path, is_changed=True, backup=backup if backup.exists() else None)


def _is_ours(entry: object) -> bool:
    if not isinstance(entry, dict):
        return False
    inner = entry.get("hooks")
    return isinstance(inner, list) and any(
        isinstance(h, dict) and MARK in str(h.get("command", "")) for h in inner
    )


def _parse(path: Path, data: bytes | None) -> dict[str, object]:
    if data is None or not data.strip():
        return {}
    try:
        document = json.loads(data)
    except ValueError as e:
        raise UsageError(
            f"{path} is not valid JSON ({e})", hint="fix the file; skillctl changed nothing"
        ) from e
    if not isinstance(document, dict):
        raise UsageError(
            f"{path} is not a JSON object", hint="fix the file; skillctl changed nothing"
        )
    return document


def _dump(settings: dict[str, object]) -> bytes:
    return (json.dumps(settings, indent=2, ensure_ascii=False) + "\n").encode()


def _backup(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)
