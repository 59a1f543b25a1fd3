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
never by reading anything inside a skill. This module runs on every tool
use, so it imports neither ``re`` nor ``typing`` (each costs more than the
hook's own work).
"""

from __future__ import annotations

import os
import stat

from skillctl.ledger.line import UsageEvent
from skillctl.ledger.line import is_skill_name

# Only for the type checker: importing typing or collections.abc would cost the
# hook more than the rest of its run (mypy treats this name as True).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from collections.abc import Mapping

AGENT = "claude-code"
_FAILURE = "PostToolUseFailure"
_HANDLED = frozenset({"PostToolUse", _FAILURE})
# Shell words are split at whitespace and at these characters, which cannot be part
# of a path the agent typed unquoted.
_SEPARATORS = str.maketrans(dict.fromkeys("'\";|&()<>`", " "))
MAX_COMMAND = 64 * 1024


class SkillsFolder:
    """The store's skills folder (resolved); a name is a skill when its folder is there.

    Membership is checked one name at a time (one ``lstat``) rather than by
    listing the folder: a store of 10,000 skills would otherwise cost the
    hook a 10,000-entry scan on every tool use.
    """

    __slots__ = ("_known", "root")

    def __init__(self, root: str) -> None:
        self.root = root
        self._known: dict[str, bool] = {}

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str) or not name or name.startswith(".") or os.sep in name:
            return False
        known = self._known.get(name)
        if known is None:
            try:
                known = stat.S_ISDIR(os.lstat(os.path.join(self.root, name)).st_mode)
            except (OSError, ValueError):
                known = False
            self._known[name] = known
        return known

    def skill_of(self, path: str) -> str | None:
        """The managed skill a path lies inside, if any."""
        resolved = os.path.realpath(path)
        prefix = self.root + os.sep
        if not resolved.startswith(prefix):
            return None
        name = resolved[len(prefix) :].split(os.sep, 1)[0]
        return name if name in self else None


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

    def event(name: str, kind: str, outcome: str | None = None) -> UsageEvent:
        return UsageEvent(ts, name, kind, host, outcome=outcome, session=session, agent=AGENT)

    if tool == "Skill":
        name = _skill_argument(tool_input)
        if name and name not in folder and forward is not None:
            name = forward(name)  # an absorbed name: the load counts for its umbrella
        return [event(name, "load")] if name and name in folder else []
    if tool == "Read":
        path = tool_input.get("file_path")
        if not isinstance(path, str):
            return []
        name = folder.skill_of(os.path.join(cwd, os.path.expanduser(path)))
        return [event(name, "view")] if name else []
    if tool == "Bash":
        command = tool_input.get("command")
        if not isinstance(command, str):
            return []
        outcome = "failure" if failed else "success"
        return [event(n, "use", outcome) for n in _skills_run(command, cwd, folder)]
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
    for token in command[:MAX_COMMAND].translate(_SEPARATORS).split():
        if "/" not in token:
            continue
        path = os.path.join(cwd, os.path.expanduser(token.split("=", 1)[-1]))
        name = folder.skill_of(path)
        if name and name not in found:
            found.append(name)
    return found


def skills_folder(skills_root: str | os.PathLike[str]) -> SkillsFolder:
    """The skills folder under ``skills_root``; nothing is listed or read until asked."""
    return SkillsFolder(os.path.realpath(skills_root))


def installed_names(skills_root: str | os.PathLike[str]) -> frozenset[str]:
    """Every skill folder directly under ``skills_root`` (a directory listing, nothing read)."""
    try:
        with os.scandir(skills_root) as entries:
            return frozenset(
                e.name
                for e in entries
                if not e.name.startswith(".") and e.is_dir(follow_symlinks=False)
            )
    except OSError:
        return frozenset()
