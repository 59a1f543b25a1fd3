"""Claude Code hook payloads → usage events.

Claude Code runs a hook command with a JSON payload on stdin for each tool
call (``PostToolUse`` after success, ``PostToolUseFailure`` after a failure):
``{session_id, cwd, hook_event_name, tool_name, tool_input, …}``. Three tool
uses concern skills:

- ``Skill`` (``tool_input.skill`` or ``command``): the agent loaded a skill;
- ``Read`` of a file inside a managed skill: the agent viewed it;
- ``Bash`` running a script inside a managed skill: the skill was used, and
  whether the command failed is the objective, step-level outcome.

Paths are matched after resolving the agent's links into the store (ours),
never by reading anything inside a skill.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from collections.abc import Mapping

from skillctl.ledger.event import EventKind
from skillctl.ledger.event import Outcome
from skillctl.ledger.event import UsageEvent
from skillctl.ledger.event import is_skill_name

AGENT = "claude-code"
_FAILURE = "PostToolUseFailure"
_HANDLED = frozenset({"PostToolUse", _FAILURE})
_TOKEN = re.compile(r"""[^\s'";|&()<>`]+""")
MAX_COMMAND = 64 * 1024


class SkillsFolder:
    """The store's skills folder (resolved) and the skill names in it."""

    __slots__ = ("names", "root")

    def __init__(self, root: str, names: frozenset[str]) -> None:
        self.root, self.names = root, names

    def skill_of(self, path: str) -> str | None:
        """The managed skill a path lies inside, if any."""
        resolved = os.path.realpath(path)
        prefix = self.root + os.sep
        if not resolved.startswith(prefix):
            return None
        name = resolved[len(prefix) :].split(os.sep, 1)[0]
        return name if name in self.names else None


def events_from_payload(
    payload: Mapping[str, object],
    folder: SkillsFolder,
    *,
    ts: str,
    host: str,
    forward: Callable[[str], str | None] | None = None,
) -> list[UsageEvent]:
    """The usage events one hook payload stands for (often none)."""
    hook = payload.get("hook_event_name")
    if hook not in _HANDLED:
        return []
    tool = payload.get("tool_name")
    raw_input = payload.get("tool_input")
    tool_input = raw_input if isinstance(raw_input, dict) else {}
    session_value = payload.get("session_id")
    session = session_value if isinstance(session_value, str) else None
    cwd_value = payload.get("cwd")
    cwd = cwd_value if isinstance(cwd_value, str) else os.getcwd()
    failed = hook == _FAILURE

    def event(name: str, kind: EventKind, outcome: Outcome | None = None) -> UsageEvent:
        return UsageEvent(ts, name, kind, host, outcome=outcome, session=session, agent=AGENT)

    if tool == "Skill":
        name = _skill_argument(tool_input)
        if name and name not in folder.names and forward is not None:
            name = forward(name)  # an absorbed name: the load counts for its umbrella
        return [event(name, EventKind.LOAD)] if name and name in folder.names else []
    if tool == "Read":
        path = tool_input.get("file_path")
        if not isinstance(path, str):
            return []
        name = folder.skill_of(os.path.join(cwd, os.path.expanduser(path)))
        return [event(name, EventKind.VIEW)] if name else []
    if tool == "Bash":
        command = tool_input.get("command")
        if not isinstance(command, str):
            return []
        outcome = Outcome.FAILURE if failed else Outcome.SUCCESS
        return [event(n, EventKind.USE, outcome) for n in _skills_run(command, cwd, folder)]
    return []


def _skill_argument(tool_input: Mapping[str, object]) -> str | None:
    for key in ("skill", "command", "name"):
        value = tool_input.get(key)
        if isinstance(value, str) and value.strip():
            text = value.strip().lstrip("/").split()[0]
            name = text.rsplit(":", 1)[-1]  # plugin skills are named plugin:skill
            return name if is_skill_name(name) else None
    return None


def _skills_run(command: str, cwd: str, folder: SkillsFolder) -> list[str]:
    """Skills whose files a shell command names (a script path, a ``cd`` into one)."""
    found: list[str] = []
    for token in _TOKEN.findall(command[:MAX_COMMAND]):
        if "/" not in token:
            continue
        path = os.path.join(cwd, os.path.expanduser(token.split("=", 1)[-1]))
        name = folder.skill_of(path)
        if name and name not in found:
            found.append(name)
    return found


def skills_folder(skills_root: str | os.PathLike[str]) -> SkillsFolder:
    """The skill folders directly under ``skills_root`` (a directory listing, nothing read)."""
    try:
        with os.scandir(skills_root) as entries:
            names = frozenset(
                e.name
                for e in entries
                if not e.name.startswith(".") and e.is_dir(follow_symlinks=False)
            )
    except OSError:
        names = frozenset()
    return SkillsFolder(os.path.realpath(skills_root), names)
